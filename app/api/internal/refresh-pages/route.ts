import { z } from "zod";
import { refreshPublicPages } from "@/lib/admin/refresh-public-pages";
import { isRefreshKey, REFRESH_KEY_HEADER } from "@/lib/periodic/background-refresh";

// Periodic work's page refresh (lib/periodic/background-refresh.ts): only this process knows
// the key, so anyone else, admins included, is refused (403) and no page is refreshed.
const Change = z.object({
  companies: z.array(z.string()).max(100_000).optional(),
  people: z.array(z.number().int()).max(100_000).optional(),
});

const answer = (status: number) =>
  new Response(null, { status, headers: { "Cache-Control": "private, no-store" } });

export async function POST(request: Request) {
  if (!isRefreshKey(request.headers.get(REFRESH_KEY_HEADER))) return answer(403);
  const change = Change.safeParse(await request.json().catch(() => null));
  if (!change.success) return answer(400);
  refreshPublicPages(change.data);
  return answer(204);
}
