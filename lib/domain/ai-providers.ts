// The AI models that can fill the headline and company forms, and the variable enabling each.

export const AI_PROVIDERS = ["gemini", "openai", "claude"] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

export const AI_PROVIDER_LABELS: Record<AiProviderId, string> = {
  gemini: "Gemini",
  openai: "OpenAI",
  claude: "Claude",
};

export const AI_PROVIDER_KEYS: Record<AiProviderId, string> = {
  gemini: "GOOGLE_GENERATIVE_AI_API_KEY",
  openai: "OPENAI_API_KEY",
  claude: "ANTHROPIC_API_KEY",
};

/** A provider as the forms offer it: whether a key is configured. */
export type AiProviderChoice = { id: AiProviderId; label: string; configured: boolean };

/** The provider named by a request parameter, or null. */
export function parseAiProvider(value: string | null): AiProviderId | null {
  return AI_PROVIDERS.find((provider) => provider === value) ?? null;
}
