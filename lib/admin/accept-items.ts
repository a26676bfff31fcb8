import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { createCompany, type CreatedCompany } from "@/lib/companies/create-company";
import type { Db } from "@/lib/db/client";
import { headline, headlineorganization, organization } from "@/lib/db/schema";
import { hostOf } from "@/lib/domain/urls";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { refuse } from "@/lib/validation/refusal";
import { headlineJsonSchema } from "@/lib/validation/headline-json";
import {
  mentionedCompanies,
  type CompanySubmission,
  type HeadlineSubmission,
} from "@/lib/validation/submission";

// What accepting a submission creates. Both run inside the review's transaction (`tx`) and
// leave the admin check to their caller.

// Stored payloads passed the form's schema; they pass the admin-side schema again, so that an
// accepted item gets the same checks and defaults as one made in the terminal or an upload.
function parsedOrRefused<T>(parsed: z.ZodSafeParseResult<T>, what: string): T {
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join(".") || "input";
  refuse(`This submission cannot become a ${what}: ${field} ${issue.message}.`);
}

/** An unpublished company from a company submission, with its website as its only one. */
export async function createCompanyFromSubmission(
  tx: Db,
  payload: CompanySubmission,
): Promise<CreatedCompany> {
  const input = parsedOrRefused(
    companyJsonSchema.safeParse({
      name: payload.name,
      description: payload.description,
      city: payload.city,
      year_founded: payload.year_founded,
      websites: [payload.website],
      published: false,
    }),
    "company",
  );
  // createCompany's own transaction becomes a savepoint inside the review's.
  return createCompany(tx, input);
}

export type CreatedHeadline = { id: number; linked: string[]; unmatched: string[] };

/**
 * An unpublished headline from a headline submission, linked to the companies whose names
 * match the mentioned names exactly (after trimming); names matching none are reported.
 */
export async function createHeadlineFromSubmission(
  tx: Db,
  payload: HeadlineSubmission,
): Promise<CreatedHeadline> {
  const input = parsedOrRefused(
    headlineJsonSchema.safeParse({
      headline_type: payload.headline_type,
      headline_date: payload.headline_date,
      url: payload.url,
      description: payload.title,
      media_outlet: hostOf(payload.url) ?? undefined,
      published: false,
      companies: [...new Set(mentionedCompanies(payload.companies))],
    }),
    "headline",
  );
  const names = input.companies;
  const trimmedName = sql<string>`btrim(${organization.name})`;
  const matches =
    names.length === 0
      ? []
      : await tx
          .select({ id: organization.id, name: trimmedName })
          .from(organization)
          .where(inArray(trimmedName, names));
  const [created] = await tx
    .insert(headline)
    .values({
      headline_type: input.headline_type,
      headline_date: input.headline_date ?? null,
      url: input.url,
      description: input.description,
      media_outlet: input.media_outlet,
      published: input.published,
    })
    .returning({ id: headline.id });
  if (matches.length > 0) {
    await tx
      .insert(headlineorganization)
      .values(matches.map((match) => ({ headline_id: created.id, organization_id: match.id })))
      .onConflictDoNothing();
  }
  const matched = new Set(matches.map((match) => match.name));
  return {
    id: created.id,
    linked: names.filter((name) => matched.has(name)),
    unmatched: names.filter((name) => !matched.has(name)),
  };
}
