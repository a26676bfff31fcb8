import { z } from "zod";
import { ORGANIZATION_TYPES, SOCIAL_ACCOUNT_TYPES } from "@/lib/domain/constants";
import { httpUrl, optionalHttpUrl, yearFounded } from "./common";

// The company of admin-area §3, in two strictnesses sharing every field rule:
// - the JSON shape of the terminal and the batch uploads, which drops list entries missing
//   what they need (a person without a name, a project without a repository...), as the
//   spec says;
// - the editor's form, where such an entry is an error shown beside it.
// Malformed values are errors in both. Rows of an existing company carry their ids
// (person_id, project_id, id), so that a save keeps the rows it does not change.

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

export const COMPANY_TEXT_LIMITS = {
  name: 200,
  short_description: 300,
  description: 10_000,
  city: 200,
  total_funding: 50,
  item: 500,
} as const;

const text = (max: number) =>
  z.string().max(max, `must be at most ${max.toLocaleString("en-US")} characters`);
const optionalLimited = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
    text(max).optional(),
  );
const required = (message: string, max: number = COMPANY_TEXT_LIMITS.item) =>
  z.string(message).trim().min(1, message).pipe(text(max));
const rowId = z.int().positive().optional();

const socialAccountSchema = z.object({
  account_type: z.enum(SOCIAL_ACCOUNT_TYPES),
  url: httpUrl,
});

function schemaOf(lenient: boolean) {
  /** A list; the lenient shape first keeps only the raw entries that pass `keep`. */
  const listOf = <T extends z.ZodType>(item: T, keep: (raw: Record<string, unknown>) => boolean) =>
    z.preprocess(
      (value) =>
        lenient && Array.isArray(value)
          ? value.filter((raw) => raw && typeof raw === "object" && keep(raw))
          : (value ?? []),
      z.array(item),
    );

  const keyPerson = z.object({
    person_id: rowId,
    name: required("Key person name is required"),
    role: optionalLimited(COMPANY_TEXT_LIMITS.item),
    linkedin_url: optionalHttpUrl,
    is_founder: z.boolean().default(false),
    social_accounts: listOf(socialAccountSchema, (raw) => hasText(raw.url)),
  });
  const project = z.object({
    project_id: rowId,
    name: required("Project name is required"),
    resources_url: httpUrl,
    description: optionalLimited(COMPANY_TEXT_LIMITS.description),
    info_url: optionalHttpUrl,
    license: optionalLimited(COMPANY_TEXT_LIMITS.item),
  });
  const social = z.object({
    id: rowId,
    type: required("Type is required"),
    url: httpUrl,
  });
  const tag = z.object({
    category: required("Category is required"),
    name: required("Tag name is required"),
  });
  const valuation = z.object({
    amount: z.union([z.number().nonnegative(), required("Amount is required", 50)]),
    date: z.iso.date("must be a date as YYYY-MM-DD").optional(),
    source_url: optionalHttpUrl,
  });

  return z.object({
    name: required("Organization name is required", COMPANY_TEXT_LIMITS.name),
    organization_type: z.enum(ORGANIZATION_TYPES).default("company"),
    description: optionalLimited(COMPANY_TEXT_LIMITS.description),
    short_description: optionalLimited(COMPANY_TEXT_LIMITS.short_description),
    city: optionalLimited(COMPANY_TEXT_LIMITS.city),
    year_founded: yearFounded,
    total_funding: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      optionalLimited(COMPANY_TEXT_LIMITS.total_funding),
    ),
    published: z.boolean().default(false),
    logo_url: optionalHttpUrl,
    fallback_avatar: z.boolean().default(false),
    websites: z
      .preprocess(
        (value) =>
          Array.isArray(value)
            ? value.filter((url) => url != null && (typeof url !== "string" || hasText(url)))
            : (value ?? []),
        z.array(httpUrl),
      )
      .superRefine(refuseDuplicates((url) => url, "duplicate website")),
    key_people: listOf(keyPerson, (raw) => hasText(raw.name)),
    projects: listOf(project, (raw) => hasText(raw.name) && hasText(raw.resources_url)),
    socials: listOf(social, (raw) => hasText(raw.type) && hasText(raw.url)),
    tags: listOf(tag, (raw) => hasText(raw.category) && hasText(raw.name)).superRefine(
      refuseDuplicates((t) => `${t.category}/${t.name}`.toLowerCase(), "duplicate tag"),
    ),
    valuation: z.preprocess(
      (value) =>
        value == null ||
        value === "" ||
        (typeof value === "object" &&
          !hasText(String((value as { amount?: unknown }).amount ?? "")))
          ? undefined
          : value,
      valuation.optional(),
    ),
  });
}

/** Refuses a list entry whose key an earlier entry already has, naming the entry. */
function refuseDuplicates<T>(key: (item: T) => string, message: string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) context.addIssue({ code: "custom", path: [index], message });
      seen.add(k);
    });
  };
}

/** The company JSON shape of the terminal and the batch uploads (entries lacking essentials dropped). */
export const companyJsonSchema = schemaOf(true);

/** The company editor's form: every entry must be complete. */
export const companyEditorSchema = schemaOf(false);

export type CompanyInput = z.infer<typeof companyJsonSchema>;
/** One of a company's key people, as the JSON shape lists them. */
export type KeyPersonInput = CompanyInput["key_people"][number];
/** One of a company's projects, as the JSON shape lists them. */
export type ProjectInput = CompanyInput["projects"][number];
