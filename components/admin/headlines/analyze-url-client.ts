import type { AiProviderId } from "@/lib/domain/ai-providers";
import { AI_PROVIDER_LABELS } from "@/lib/domain/ai-providers";
import type { UrlAnalysis } from "@/lib/domain/url-analysis";

export type AnalysisAnswer = { ok: true; analysis: UrlAnalysis } | { ok: false; message: string };

/**
 * Asks the server to analyse a URL: with a model (`provider`) or from the page's metadata.
 * Answers the analysis or the message to show ('Error analyzing URL with Gemini: ...').
 */
export async function analyzeUrl(
  url: string,
  provider: AiProviderId | null,
): Promise<AnalysisAnswer> {
  const target = url.trim();
  if (!target) return { ok: false, message: "Please enter a URL first" };
  const failure = provider
    ? `Error analyzing URL with ${AI_PROVIDER_LABELS[provider]}`
    : "Error analyzing URL";
  const query = new URLSearchParams({ url: target, ...(provider ? { provider } : {}) });
  try {
    const response = await fetch(`/api/analyze-url${provider ? "/ai" : ""}?${query}`, {
      cache: "no-store",
    });
    const body = (await response.json().catch(() => null)) as
      (UrlAnalysis & { error?: string }) | null;
    if (!response.ok || !body) {
      return {
        ok: false,
        message: `${failure}: ${body?.error ?? `the server answered ${response.status}`}`,
      };
    }
    return { ok: true, analysis: body };
  } catch {
    return { ok: false, message: `${failure}: the server could not be reached` };
  }
}
