// GET /embed/people/{id} - a person's card (shown when linked to a published company), made to be framed by any site
import { parseRowId } from "@/lib/domain/row-id";
import { cardResponse, personCardHtml } from "@/components/embed/card-html";
import { getPersonById } from "@/lib/queries/people";
import { getSiteInfo } from "@/lib/queries/site-info";

// Cached like the person page (ISR) and refreshed with it; it reads no cookie.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Context = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = parseRowId((await params).id);
  const [person, site] = await Promise.all([id === null ? null : getPersonById(id), getSiteInfo()]);
  if (!person) return new Response("Not found", { status: 404 });
  return cardResponse(personCardHtml(person, site.name));
}
