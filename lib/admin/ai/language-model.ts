import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { AiProviderId } from "@/lib/domain/ai-providers";
import type { AiProviderConfig } from "./ai-config";

/** The model of a configured provider; its base URL may point at a gateway or a stand-in. */
export function languageModel(provider: AiProviderId, config: AiProviderConfig): LanguageModel {
  const settings = { apiKey: config.apiKey, baseURL: config.baseURL };
  switch (provider) {
    case "gemini":
      return createGoogleGenerativeAI(settings)(config.model);
    case "openai":
      return createOpenAI(settings).responses(config.model);
    case "claude":
      return createAnthropic(settings)(config.model);
  }
}
