// GET /api/analyze-url/ai?url=...&provider=gemini|openai|claude - fills the headline form with a model's reading of the article
import { analyzeHeadlineWithAi } from "@/lib/admin/ai/analyze-headline-with-ai";
import { withAdmin } from "@/lib/auth/require-admin";
import { AI_PROVIDERS, parseAiProvider } from "@/lib/domain/ai-providers";

export const GET = withAdmin(async (request, _context, admin) => {
  const params = new URL(request.url).searchParams;
  const provider = parseAiProvider(params.get("provider"));
  if (!provider) {
    return Response.json(
      { error: `provider must be one of ${AI_PROVIDERS.join(", ")}` },
      { status: 400 },
    );
  }
  const result = await analyzeHeadlineWithAi(admin, params.get("url"), provider).catch(
    (error: unknown) => {
      console.error("AI analysis failed:", error);
      return { ok: false as const, status: 502 as const, error: "the analysis failed" };
    },
  );
  if (!result.ok) return Response.json({ error: result.error }, { status: result.status });
  return Response.json(result.object);
});
