"use server";

import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { companyFromWebsite } from "@/lib/admin/ai/company-with-ai";
import { AI_PROVIDER_LABELS, parseAiProvider } from "@/lib/domain/ai-providers";

export type PopulateCompanyResult = ActionResult & { company?: Record<string, unknown> };

/** 'Populate with Gemini' (OpenAI, Claude): a company object read from its website; nothing saved. */
export async function populateCompanyAction(
  provider: unknown,
  website: unknown,
): Promise<PopulateCompanyResult> {
  return asAdmin<PopulateCompanyResult>(async (admin) => {
    const id = parseAiProvider(typeof provider === "string" ? provider : null);
    if (!id) return { ok: false, message: "Unknown AI provider" };
    const site = typeof website === "string" ? website.trim() : "";
    if (!site) return { ok: false, message: "Please enter a website first" };
    const answer = await companyFromWebsite(admin, site, id);
    if (!answer.ok) {
      return {
        ok: false,
        message: `Error analyzing URL with ${AI_PROVIDER_LABELS[id]}: ${answer.error}`,
      };
    }
    return {
      ok: true,
      message: `Form filled by ${AI_PROVIDER_LABELS[id]}. Check it, then save.`,
      company: answer.object,
    };
  });
}
