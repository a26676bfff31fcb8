// GET /api/analyze-url?url=... - reads an article's metadata to fill the headline form (no AI key needed)
import { analyzeArticle } from "@/lib/admin/url-analysis/analyze-article";
import { withAdmin } from "@/lib/auth/require-admin";
import { toUrlAnalysis } from "@/lib/domain/url-analysis";

export const GET = withAdmin(async (request, _context, admin) => {
  const result = await analyzeArticle(admin, new URL(request.url).searchParams.get("url"));
  if (!result.ok) return Response.json({ error: result.error }, { status: result.status });
  return Response.json(toUrlAnalysis(result.analysis));
});
