import "server-only";
import { env } from "@/lib/env";
import {
  AI_PROVIDER_LABELS,
  AI_PROVIDERS,
  type AiProviderChoice,
  type AiProviderId,
} from "@/lib/domain/ai-providers";

export type AiProviderConfig = { apiKey: string; model: string; baseURL?: string };

// Models chosen for cost and speed on short extraction tasks; AI_MODEL_* overrides each.
const DEFAULT_MODELS: Record<AiProviderId, string> = {
  gemini: "gemini-2.5-flash",
  openai: "gpt-4.1-mini",
  claude: "claude-haiku-4-5",
};

/** A provider's key, model and base URL, or null when its key is not configured. */
export function aiProviderConfig(provider: AiProviderId): AiProviderConfig | null {
  const e = env();
  const settings = {
    gemini: [e.GOOGLE_GENERATIVE_AI_API_KEY, e.AI_MODEL_GEMINI, e.GOOGLE_GENERATIVE_AI_BASE_URL],
    openai: [e.OPENAI_API_KEY, e.AI_MODEL_OPENAI, e.OPENAI_BASE_URL],
    claude: [e.ANTHROPIC_API_KEY, e.AI_MODEL_CLAUDE, e.ANTHROPIC_BASE_URL],
  } as const;
  const [apiKey, model, baseURL] = settings[provider];
  if (!apiKey) return null;
  return { apiKey, model: model ?? DEFAULT_MODELS[provider], baseURL };
}

/** Every provider with whether it is configured, in the forms' order. */
export function aiProviderChoices(): AiProviderChoice[] {
  return AI_PROVIDERS.map((id) => ({
    id,
    label: AI_PROVIDER_LABELS[id],
    configured: aiProviderConfig(id) !== null,
  }));
}
