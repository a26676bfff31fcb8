// GET /api/organizations/adjacent?shortname=x&<list parameters> - previous and next company in that list
import { getSessionUser } from "@/lib/auth/session";
import { forViewer, parseListState } from "@/lib/domain/list-state";
import { getAdjacentCompanies } from "@/lib/queries/adjacent-companies";

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const shortname = (params.get("shortname") ?? "").slice(0, 200);
  const isAdmin = (await getSessionUser())?.isAdmin ?? false;
  try {
    const state = forViewer(parseListState(params), isAdmin);
    return Response.json(await getAdjacentCompanies(shortname, state, isAdmin));
  } catch (error) {
    // The links are a convenience: a failure is logged and they are left out.
    console.error(`Adjacent companies of ${shortname}: ${(error as Error).message}`);
    return Response.json({ previous: null, next: null });
  }
}
