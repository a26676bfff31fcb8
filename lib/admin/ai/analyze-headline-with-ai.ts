import "server-only";
import { z } from "zod";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { AiProviderId } from "@/lib/domain/ai-providers";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { toUrlAnalysis, type UrlAnalysis } from "@/lib/domain/url-analysis";
import { matchCompanyNames } from "@/lib/domain/url-analysis/company-matcher";
import { toIsoDate } from "@/lib/domain/url-analysis/dates";
import { analyzeArticle } from "../url-analysis/analyze-article";
import { getCompanyMatcher } from "../url-analysis/company-matcher-cache";
import { askModel, type ModelAnswer } from "./ask-model";
import { takeAiCall } from "./rate-limit";

// Strict structured outputs (OpenAI) refuse optional fields: every field is nullable instead.
export const aiHeadlineSchema = z.object({
  title: z.string().nullable(),
  headlineType: z.enum(HEADLINE_TYPES).nullable(),
  headlineDate: z.string().nullable(),
  mediaOutlet: z.string().nullable(),
  totalAmountUsd: z.number().nonnegative().nullable(),
  companyNames: z.array(z.string()),
});
export type AiHeadline = z.infer<typeof aiHeadlineSchema>;

// What the model reads of the article: enough for a news story, not a whole site.
const MAX_PROMPT_TEXT = 12_000;

const SYSTEM = `You read a news article about commercial open source companies and fill a headline form.
Answer with: title (the article's headline), headlineType (funding when it reports a raise, announcement when a company announces something on its own site, news_and_views for opinion about open source, else media_mention), headlineDate (YYYY-MM-DD, the publication date), mediaOutlet (the publication's name), totalAmountUsd (the amount raised in US dollars, only for funding reported in dollars, else null) and companyNames (the companies the article is about). Use null when unsure.`;

/**
 * Analyses an article with a model: the page is fetched safely, its metadata read, then the
 * model's answer fills what it found; fields it leaves empty keep the metadata's values, and
 * company names are matched against ours.
 */
export async function analyzeHeadlineWithAi(
  admin: AdminUser,
  url: string | null,
  provider: AiProviderId,
  options: { timeoutMs?: number; allowLoopback?: boolean } = {},
): Promise<ModelAnswer<UrlAnalysis>> {
  const page = await analyzeArticle(admin, url, options);
  if (!page.ok) return page;
  const allowed = await takeAiCall(admin);
  if (!allowed.ok) return { ok: false, status: 429, error: allowed.error };
  const found = page.analysis;
  const prompt = [
    `URL: ${url}`,
    `Metadata: ${JSON.stringify(toUrlAnalysis(found))}`,
    `Description: ${found.description ?? ""}`,
    `Article text:\n${found.text.slice(0, MAX_PROMPT_TEXT)}`,
  ].join("\n\n");
  const answer = await askModel(provider, aiHeadlineSchema, SYSTEM, prompt, options.timeoutMs);
  if (!answer.ok) return answer;
  return {
    ok: true,
    object: merge(toUrlAnalysis(found), answer.object, await getCompanyMatcher()),
  };
}

function merge(
  metadata: UrlAnalysis,
  ai: AiHeadline,
  matcher: Awaited<ReturnType<typeof getCompanyMatcher>>,
): UrlAnalysis {
  const named = matchCompanyNames(matcher, ai.companyNames);
  return {
    title: ai.title?.trim() || metadata.title,
    headlineType: ai.headlineType ?? metadata.headlineType,
    headlineDate: (ai.headlineDate && toIsoDate(ai.headlineDate)) || metadata.headlineDate,
    mediaOutlet: ai.mediaOutlet?.trim() || metadata.mediaOutlet,
    totalAmount: ai.totalAmountUsd ?? metadata.totalAmount,
    organizations: named.length > 0 ? named : metadata.organizations,
  };
}
