"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { companyFromWebsite } from "@/lib/admin/ai/company-with-ai";
import { AI_PROVIDER_LABELS, AI_PROVIDERS } from "@/lib/domain/ai-providers";

/** 'Populate with Gemini' (OpenAI, Claude): a company object read from its website; nothing saved. */
export const populateCompanyAction = adminAction(
  [
    arg(z.enum(AI_PROVIDERS), "Unknown AI provider"),
    arg(z.string().trim().min(1), "Please enter a website first"),
  ],
  async (admin, provider, website) => {
    const answer = await companyFromWebsite(admin, website, provider);
    const label = AI_PROVIDER_LABELS[provider];
    if (!answer.ok) {
      return { ok: false, message: `Error analyzing URL with ${label}: ${answer.error}` };
    }
    return {
      ok: true,
      message: `Form filled by ${label}. Check it, then save.`,
      company: answer.object,
    };
  },
);
