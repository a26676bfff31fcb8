import "server-only";
import { generateText, Output } from "ai";
import type { z } from "zod";
import { AI_PROVIDER_KEYS, AI_PROVIDER_LABELS, type AiProviderId } from "@/lib/domain/ai-providers";
import { aiProviderConfig } from "./ai-config";
import { languageModel } from "./language-model";

/** A model's answer, or a reason fit to follow 'Error analyzing URL with Gemini: '. */
export type ModelAnswer<T> =
  { ok: true; object: T } | { ok: false; status: 400 | 429 | 502; error: string };

export const AI_TIMEOUT_MS = 30_000;

/**
 * Asks a provider's model for an object of `schema` about `prompt`, within the timeout and
 * without retries (a curator would rather hear at once and try again).
 */
export async function askModel<T>(
  provider: AiProviderId,
  schema: z.ZodType<T>,
  system: string,
  prompt: string,
  timeoutMs = AI_TIMEOUT_MS,
): Promise<ModelAnswer<T>> {
  const config = aiProviderConfig(provider);
  if (!config) {
    return {
      ok: false,
      status: 400,
      error: `${AI_PROVIDER_LABELS[provider]} is not configured: set ${AI_PROVIDER_KEYS[provider]}`,
    };
  }
  try {
    const { output } = await generateText({
      model: languageModel(provider, config),
      output: Output.object({ schema }),
      system,
      prompt,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return { ok: true, object: output as T };
  } catch (error) {
    return { ok: false, status: 502, error: describeModelError(error, timeoutMs) };
  }
}

// Says what went wrong in a curator's words; the detail goes to the log.
function describeModelError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; statusCode?: number; message?: string } | null;
  console.error("AI call failed:", e?.name, e?.statusCode ?? "", e?.message?.slice(0, 300));
  if (e?.name === "TimeoutError" || e?.name === "AbortError") {
    return `the model did not answer within ${timeoutMs / 1000} s`;
  }
  if (e?.statusCode === 429)
    return "the model's rate limit was reached (HTTP 429); try again later";
  if (e?.statusCode) return `the model's API answered HTTP ${e.statusCode}`;
  if (e?.name === "AI_NoObjectGeneratedError" || e?.name === "AI_NoOutputGeneratedError") {
    return "the model's answer did not match the expected fields";
  }
  return "the model could not be reached";
}
