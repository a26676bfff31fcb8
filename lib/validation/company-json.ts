import { z } from "zod";
import { ORGANIZATION_TYPES, SOCIAL_ACCOUNT_TYPES } from "@/lib/domain/constants";
import { httpUrl, optionalHttpUrl, optionalText, yearFounded } from "./common";

// The company JSON shape of the terminal and batch uploads (admin-area §3).
// Entries missing what they need (a person without a name, a project without a
// repository...) are dropped, as the spec says; malformed values are errors.

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Keeps the items that pass `keep`, then validates them with `item`. */
const listOf = <T extends z.ZodType>(item: T, keep: (raw: Record<string, unknown>) => boolean) =>
  z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value.filter((raw) => raw && typeof raw === "object" && keep(raw))
        : (value ?? []),
    z.array(item),
  );

const socialAccountSchema = z.object({
  account_type: z.enum(SOCIAL_ACCOUNT_TYPES),
  url: httpUrl,
});

const keyPersonSchema = z.object({
  name: z.string().trim(),
  role: optionalText,
  linkedin_url: optionalHttpUrl,
  is_founder: z.boolean().default(false),
  social_accounts: listOf(socialAccountSchema, (raw) => hasText(raw.url)),
});

const projectSchema = z.object({
  name: z.string().trim(),
  resources_url: httpUrl,
  description: optionalText,
  info_url: optionalHttpUrl,
  license: optionalText,
});

const socialSchema = z.object({ type: z.string().trim(), url: httpUrl });
const tagSchema = z.object({ category: z.string().trim(), name: z.string().trim() });

const valuationSchema = z.object({
  amount: z.union([z.number().nonnegative(), z.string().trim().min(1)]),
  date: z.iso.date("must be a date as YYYY-MM-DD").optional(),
  source_url: optionalHttpUrl,
});

export const companyJsonSchema = z.object({
  name: z.string("Organization name is required").trim().min(1, "Organization name is required"),
  organization_type: z.enum(ORGANIZATION_TYPES).default("company"),
  description: optionalText,
  short_description: optionalText,
  city: optionalText,
  year_founded: yearFounded,
  total_funding: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    optionalText,
  ),
  published: z.boolean().default(false),
  websites: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter(hasText) : (value ?? [])),
    z.array(httpUrl),
  ),
  key_people: listOf(keyPersonSchema, (raw) => hasText(raw.name)),
  projects: listOf(projectSchema, (raw) => hasText(raw.name) && hasText(raw.resources_url)),
  socials: listOf(socialSchema, (raw) => hasText(raw.type) && hasText(raw.url)),
  tags: listOf(tagSchema, (raw) => hasText(raw.category) && hasText(raw.name)),
  valuation: z.preprocess(
    (value) => (value && typeof value === "object" && "amount" in value ? value : undefined),
    valuationSchema.optional(),
  ),
});

export type CompanyInput = z.infer<typeof companyJsonSchema>;
