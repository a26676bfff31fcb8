import { z } from "zod";
import { companyJsonSchema, type CompanyInput } from "./company-json";

// The update JSON shape of admin-area §3 and §5 (terminal `update`, batch update): the
// company fields, each overwriting only when truthy (booleans when defined), and add_
// lists appended to the company's own. Items are checked by the same rules as a create.

const fields = companyJsonSchema.shape;
const list = <T extends z.ZodType>(schema: T) => schema.optional();

// Every field of the JSON shape, as an update gives it: a field added to the shape and
// forgotten here fails to compile.
const updateFields = {
  name: z.preprocess((value) => value || undefined, fields.name.optional()),
  organization_type: z.preprocess(
    (value) => value || undefined,
    fields.organization_type.optional(),
  ),
  description: fields.description,
  short_description: fields.short_description,
  city: fields.city,
  year_founded: z.preprocess((value) => value || undefined, fields.year_founded),
  total_funding: z.preprocess((value) => value || undefined, fields.total_funding),
  published: z.boolean().optional(),
  logo_url: fields.logo_url,
  fallback_avatar: z.boolean().optional(),
  websites: list(fields.websites),
  key_people: list(fields.key_people),
  projects: list(fields.projects),
  socials: list(fields.socials),
  tags: list(fields.tags),
  valuation: fields.valuation,
} satisfies Record<keyof typeof fields, z.ZodType>;

export const companyUpdateSchema = z.object({
  shortname: z.string().trim().optional(),
  ...updateFields,
  add_websites: list(fields.websites),
  add_key_people: list(fields.key_people),
  add_projects: list(fields.projects),
  add_socials: list(fields.socials),
  add_tags: list(fields.tags),
  add_valuation: fields.valuation,
});

export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

const SCALARS = [
  "name",
  "organization_type",
  "description",
  "short_description",
  "city",
  "year_founded",
  "total_funding",
  "logo_url",
] as const;

const nonEmpty = <T>(items: T[] | undefined): items is T[] => !!items && items.length > 0;

/**
 * The company after `update`: truthy fields overwrite (booleans when given), lists given without add_ replace,
 * add_ lists append (skipping what the company already has), and key_people name people of
 * the company whose role, LinkedIn URL and social accounts they complete. Names of people
 * the company does not have come back as warnings.
 */
export function applyCompanyUpdate(
  company: CompanyInput,
  update: CompanyUpdate,
): { input: CompanyInput; warnings: string[] } {
  const input: CompanyInput = { ...company };
  for (const field of SCALARS) {
    if (update[field]) Object.assign(input, { [field]: update[field] });
  }
  // Booleans overwrite when given, false included.
  if (update.published !== undefined) input.published = update.published;
  if (update.fallback_avatar !== undefined) input.fallback_avatar = update.fallback_avatar;
  if (nonEmpty(update.websites)) input.websites = update.websites;
  if (nonEmpty(update.projects)) input.projects = update.projects;
  if (nonEmpty(update.socials)) input.socials = update.socials;
  if (nonEmpty(update.tags)) input.tags = update.tags;
  input.valuation = update.add_valuation ?? update.valuation ?? input.valuation;

  const warnings: string[] = [];
  input.key_people = input.key_people.map((person) => ({ ...person }));
  for (const given of update.key_people ?? []) {
    const person = input.key_people.find((p) => p.name.toLowerCase() === given.name.toLowerCase());
    if (!person) {
      warnings.push(`⚠️ Could not find person ${given.name} for social accounts`);
      continue;
    }
    person.role = given.role ?? person.role;
    person.linkedin_url = given.linkedin_url ?? person.linkedin_url;
    person.social_accounts = appendNew(person.social_accounts, given.social_accounts, (a) => a.url);
  }

  input.websites = appendNew(input.websites, update.add_websites, (url) => url);
  input.key_people = appendNew(input.key_people, update.add_key_people, (p) =>
    p.name.toLowerCase(),
  );
  input.projects = appendNew(input.projects, update.add_projects, (p) => p.resources_url);
  input.socials = appendNew(input.socials, update.add_socials, (s) => s.url);
  input.tags = appendNew(input.tags, update.add_tags, (t) =>
    `${t.category}/${t.name}`.toLowerCase(),
  );
  return { input, warnings };
}

/** `items` followed by the `added` whose key none of them has. */
function appendNew<T>(items: T[], added: T[] | undefined, key: (item: T) => string): T[] {
  const keys = new Set(items.map(key));
  const fresh = (added ?? []).filter((item) => !keys.has(key(item)) && !!keys.add(key(item)));
  return [...items, ...fresh];
}
