// GET /api/organizations/adjacent?shortname=x&<list parameters> - previous and next company in that list
import { getAdjacentCompaniesAsAdmin } from "@/lib/admin/draft-views";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { forViewer, parseListState } from "@/lib/domain/list-state";
import { getAdjacentCompanies } from "@/lib/queries/adjacent-companies";

// The answer depends on who asks (admins see unpublished companies): never shared.
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const shortname = (params.get("shortname") ?? "").slice(0, 200);
  const admin = await getViewerAdmin();
  try {
    const state = forViewer(parseListState(params), admin !== null);
    const adjacent = admin
      ? await getAdjacentCompaniesAsAdmin(admin, shortname, state)
      : await getAdjacentCompanies(shortname, state);
    return Response.json(adjacent, { headers: PRIVATE });
  } catch (error) {
    // The links are a convenience: a failure is logged and they are left out.
    console.error(`Adjacent companies of ${shortname}: ${(error as Error).message}`);
    return Response.json({ previous: null, next: null }, { headers: PRIVATE });
  }
}
