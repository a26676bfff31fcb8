import "server-only";
import { z } from "zod";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { AiProviderId } from "@/lib/domain/ai-providers";
import { ORGANIZATION_TYPES } from "@/lib/domain/constants";
import { readPageMetadata } from "@/lib/domain/url-analysis/page-metadata";
import { fetchArticle } from "../url-analysis/fetch-article";
import { askModel, type ModelAnswer } from "./ask-model";
import { takeAiCall } from "./rate-limit";

// Every field nullable: OpenAI's strict structured outputs refuse optional ones.
export const aiCompanySchema = z.object({
  name: z.string().min(1),
  organization_type: z.enum(ORGANIZATION_TYPES).nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  year_founded: z.int().min(1000).max(9999).nullable(),
  total_funding: z.string().nullable(),
});
export type AiCompany = z.infer<typeof aiCompanySchema>;

const MAX_PROMPT_TEXT = 12_000;

const SYSTEM = `You read a commercial open source company's website and write its company profile for a directory.
Answer with: name, organization_type (company, foundation or fund), short_description (at most 50 characters), description (two or three sentences), city (headquarters), year_founded (4 digits) and total_funding (total raised, such as 12M or 1.2B). Use null when the site does not say.`;

/**
 * Reads a company's website (fetched safely) with a model and answers a company object in
 * the editor's JSON shape, without the fields the model left empty; nothing is saved.
 */
export async function companyFromWebsite(
  admin: AdminUser,
  website: string,
  provider: AiProviderId,
): Promise<ModelAnswer<Record<string, unknown>>> {
  const page = await fetchArticle(website);
  if (!page.ok) return page;
  const allowed = await takeAiCall(admin);
  if (!allowed.ok) return { ok: false, status: 429, error: allowed.error };
  const meta = readPageMetadata(page.html, page.url);
  const prompt = [
    `Website: ${page.url}`,
    `Title: ${meta.title ?? ""}`,
    `Description: ${meta.description ?? ""}`,
    `Text:\n${meta.text.slice(0, MAX_PROMPT_TEXT)}`,
  ].join("\n\n");
  const answer = await askModel(provider, aiCompanySchema, SYSTEM, prompt);
  if (!answer.ok) return answer;
  const filled = Object.fromEntries(
    Object.entries(answer.object).filter(([, value]) => value !== null && value !== ""),
  );
  return { ok: true, object: filled };
}
