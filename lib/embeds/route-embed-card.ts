import { NextResponse, type NextRequest } from "next/server";
import { parseRowId } from "@/lib/domain/row-id";
import { isPublicCompany, isPublicPerson } from "@/lib/queries/exists";

// The embeddable cards (/embed/organizations/{shortname}, /embed/people/{id}) of companies and
// people the directory does not show are answered by the proxy with a plain 404, from the set
// of what is shown (lib/queries/exists.ts): made-up paths then cost no render and fill no cache.

const CARD_PATH = /^\/embed\/(organizations|people)\/([^/]+)$/;

async function isShown(kind: string, key: string): Promise<boolean> {
  if (kind === "people") {
    const id = parseRowId(key);
    return id !== null && (await isPublicPerson(id));
  }
  try {
    return await isPublicCompany(decodeURIComponent(key));
  } catch (error) {
    if (error instanceof URIError) return false;
    throw error;
  }
}

/** The proxy's answer to an embeddable card's path; null for any other path. */
export async function routeEmbedCard(request: NextRequest): Promise<NextResponse | null> {
  const match = CARD_PATH.exec(request.nextUrl.pathname);
  if (!match) return null;
  try {
    if (await isShown(match[1], match[2])) return NextResponse.next();
  } catch (error) {
    // The card's page itself reports a database that cannot be read.
    console.error(`Checking ${request.nextUrl.pathname}: ${(error as Error).message}`);
    return NextResponse.next();
  }
  return new NextResponse("No card here: the directory does not list this company or person.\n", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
