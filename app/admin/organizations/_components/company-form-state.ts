import type { OrganizationType, SocialAccountType } from "@/lib/domain/constants";

// The company editor's state: text as typed (so that a refused save keeps it), one row per
// list entry with a stable React key. It is filled from a company JSON object (a loaded
// company, a pasted JSON, an AI's answer) and turned back into that shape to save.

export type AccountRow = { key: string; account_type: SocialAccountType; url: string };
export type PersonRow = {
  key: string;
  person_id?: number;
  name: string;
  role: string;
  linkedin_url: string;
  is_founder: boolean;
  social_accounts: AccountRow[];
};
export type ProjectRow = {
  key: string;
  project_id?: number;
  name: string;
  resources_url: string;
  info_url: string;
  license: string;
  description: string;
};
export type SocialRow = { key: string; id?: number; type: string; url: string };
export type TagRow = { key: string; category: string; name: string };
export type WebsiteRow = { key: string; url: string };

/** The organization's own fields that are edited as text. */
export const TEXT_FIELDS = [
  "name",
  "short_description",
  "description",
  "city",
  "year_founded",
  "total_funding",
  "logo_url",
] as const;
export type TextKey = (typeof TEXT_FIELDS)[number];

export type CompanyForm = Record<TextKey, string> & {
  organization_type: OrganizationType;
  published: boolean;
  fallback_avatar: boolean;
  websites: WebsiteRow[];
  key_people: PersonRow[];
  projects: ProjectRow[];
  socials: SocialRow[];
  tags: TagRow[];
  valuation: { amount: string; date: string; source_url: string };
};

export const newKey = () => crypto.randomUUID();
export const today = () => new Date().toISOString().slice(0, 10);

export const emptyWebsite = (): WebsiteRow => ({ key: newKey(), url: "" });
export const emptyAccount = (): AccountRow => ({ key: newKey(), account_type: "x", url: "" });
export const emptyPerson = (): PersonRow => ({
  key: newKey(),
  name: "",
  role: "",
  linkedin_url: "",
  is_founder: false,
  social_accounts: [],
});
export const emptyProject = (): ProjectRow => ({
  key: newKey(),
  name: "",
  resources_url: "",
  info_url: "",
  license: "",
  description: "",
});
export const emptySocial = (): SocialRow => ({ key: newKey(), type: "", url: "" });

/** A blank form, as 'Create company' opens. */
export function emptyCompanyForm(): CompanyForm {
  return formFromJson({});
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const list = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.filter((item): item is Json => !!item && typeof item === "object")
    : [];
const id = (value: unknown) => (typeof value === "number" ? value : undefined);

function textFields(json: Json) {
  const entries = TEXT_FIELDS.map((field) => [field, text(json[field])]);
  return Object.fromEntries(entries) as Record<TextKey, string>;
}

/** The form showing a company JSON object (admin-area §3 shape, row ids kept when present). */
export function formFromJson(json: Json): CompanyForm {
  const valuation = (json.valuation ?? {}) as Json;
  return {
    ...textFields(json),
    organization_type: (["company", "foundation", "fund"].includes(text(json.organization_type))
      ? json.organization_type
      : "company") as OrganizationType,
    published: json.published === true,
    fallback_avatar: json.fallback_avatar === true,
    websites: (Array.isArray(json.websites) ? json.websites : []).map((url) => ({
      key: newKey(),
      url: text(url),
    })),
    key_people: list(json.key_people).map((person) => ({
      key: newKey(),
      person_id: id(person.person_id),
      name: text(person.name),
      role: text(person.role),
      linkedin_url: text(person.linkedin_url),
      is_founder: person.is_founder === true,
      social_accounts: list(person.social_accounts).map((account) => ({
        key: newKey(),
        account_type: text(account.account_type || "other") as SocialAccountType,
        url: text(account.url),
      })),
    })),
    projects: list(json.projects).map((item) => ({
      key: newKey(),
      project_id: id(item.project_id),
      name: text(item.name),
      resources_url: text(item.resources_url),
      info_url: text(item.info_url),
      license: text(item.license),
      description: text(item.description),
    })),
    socials: list(json.socials).map((social) => ({
      key: newKey(),
      id: id(social.id),
      type: text(social.type),
      url: text(social.url),
    })),
    tags: list(json.tags).map((tag) => ({
      key: newKey(),
      category: text(tag.category),
      name: text(tag.name),
    })),
    valuation: {
      amount: text(valuation.amount),
      date: text(valuation.date) || today(),
      source_url: text(valuation.source_url),
    },
  };
}

const blank = (row: object) =>
  Object.entries(row).every(
    ([key, value]) =>
      key === "key" || key === "account_type" || typeof value !== "string" || value.trim() === "",
  );
const keepFilled = <T extends object>(rows: T[]) => rows.filter((row) => !blank(row));

/**
 * The form without the rows left completely empty, so that what is saved and the field
 * paths of the server's answer ("key_people.1.name") match the rows on screen.
 */
export function withoutBlankRows(form: CompanyForm): CompanyForm {
  return {
    ...form,
    websites: keepFilled(form.websites),
    key_people: keepFilled(form.key_people).map((person) => ({
      ...person,
      social_accounts: keepFilled(person.social_accounts),
    })),
    projects: keepFilled(form.projects),
    socials: keepFilled(form.socials),
    tags: keepFilled(form.tags),
  };
}

/** The company JSON object the server validates and saves (the form's text as typed). */
export function jsonFromForm(form: CompanyForm): Json {
  const { websites, valuation, ...rest } = form;
  const strip = <T extends { key: string }>({ key: _key, ...row }: T) => row;
  return {
    ...rest,
    websites: websites.map((row) => row.url),
    key_people: form.key_people.map((person) => ({
      ...strip(person),
      social_accounts: person.social_accounts.map(strip),
    })),
    projects: form.projects.map(strip),
    socials: form.socials.map(strip),
    tags: form.tags.map(strip),
    year_founded: form.year_founded.trim() || undefined,
    valuation: valuation.amount.trim() ? valuation : undefined,
  };
}
