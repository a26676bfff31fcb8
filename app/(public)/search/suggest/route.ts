// GET /search/suggest?q=text - the header box's suggestions: companies, people, tags, headlines
import { rateLimitHeaders, takeApiRequest } from "@/lib/api/rate-limit";
import { suggest } from "@/lib/search/suggestions";

// Published data only, the same for everyone: shared by caches for a minute (the micro-cache of
// server.mjs keeps each query's answer for its anonymous visitors).
const SHARED = { "Cache-Control": "public, s-maxage=60, stale-while-revalidate=300" };

export async function GET(request: Request) {
  const verdict = await takeApiRequest(request);
  const limits = rateLimitHeaders(verdict);
  if (!verdict.allowed) {
    return Response.json(
      { error: `Too many requests: retry in ${verdict.retryAfterSeconds} s.` },
      { status: 429, headers: { ...limits, "Cache-Control": "no-store" } },
    );
  }
  const query = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return Response.json(await suggest(query), { headers: { ...limits, ...SHARED } });
  } catch (error) {
    console.error(
      `Suggestions for ${JSON.stringify(query.slice(0, 200))}: ${(error as Error).message}`,
    );
    return Response.json(
      { error: "Suggestions could not be read just now." },
      { status: 503, headers: { ...limits, "Cache-Control": "no-store" } },
    );
  }
}
