import { z } from "zod";
import { SOCIAL_ACCOUNT_TYPES } from "@/lib/domain/constants";
import { isHttpUrl } from "./common";

// The person editor (admin-area §3: keyperson, its social accounts and its company links).
// Messages name the field and, inside a list, the item: 'Social account 2: URL must be an
// http(s) URL'. The schema's own messages name the field; personErrors() adds the item.

export const PERSON_LIMITS = { name: 200, url: 2000, role: 200, accounts: 30, companies: 30 };

const HTTP_ONLY = "must be an http(s) URL";

const url = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(PERSON_LIMITS.url, `${label} must be at most ${PERSON_LIMITS.url} characters`)
    .refine(isHttpUrl, `${label} ${HTTP_ONLY}`);

/** Empty text and null become null, so that an optional field may be cleared. */
const blankToNull = (value: unknown) =>
  typeof value === "string" ? value.trim() || null : (value ?? null);

const socialAccountSchema = z.object(
  {
    account_type: z.enum(SOCIAL_ACCOUNT_TYPES, "Type must be one of the listed platforms"),
    url: url("URL"),
  },
  "must have a type and a URL",
);

const companyLinkSchema = z.object(
  {
    organization_id: z.int("this company is unknown").positive("this company is unknown"),
    role: z.preprocess(
      blankToNull,
      z
        .string()
        .max(PERSON_LIMITS.role, `Role must be at most ${PERSON_LIMITS.role} characters`)
        .nullable(),
    ),
    is_founder: z.boolean("Is founder must be true or false").default(false),
  },
  "must be a company with a role",
);

// The same URL twice would be one account shown twice (and the database refuses it).
const socialAccountList = z
  .array(socialAccountSchema, "Social accounts must be a list")
  .max(PERSON_LIMITS.accounts, `At most ${PERSON_LIMITS.accounts} social accounts`)
  .superRefine((accounts, context) => {
    const seen = new Map<string, number>();
    accounts.forEach((account, index) => {
      const first = seen.get(account.url.toLowerCase());
      if (first === undefined) seen.set(account.url.toLowerCase(), index);
      else
        context.addIssue({
          code: "custom",
          path: [index, "url"],
          message: `URL is already listed as social account ${first + 1}`,
        });
    });
  });

const companyList = z
  .array(companyLinkSchema, "Companies must be a list")
  .max(PERSON_LIMITS.companies, `At most ${PERSON_LIMITS.companies} companies`)
  .superRefine((companies, context) => {
    const seen = new Map<number, number>();
    companies.forEach((company, index) => {
      const first = seen.get(company.organization_id);
      if (first === undefined) seen.set(company.organization_id, index);
      else
        context.addIssue({
          code: "custom",
          path: [index, "organization_id"],
          message: `this company is already listed as company ${first + 1}`,
        });
    });
  });

export const personSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .max(PERSON_LIMITS.name, `Name must be at most ${PERSON_LIMITS.name} characters`),
  linkedin_url: z.preprocess(
    blankToNull,
    z
      .string()
      .max(PERSON_LIMITS.url, `LinkedIn URL must be at most ${PERSON_LIMITS.url} characters`)
      .refine(isHttpUrl, `LinkedIn URL ${HTTP_ONLY}`)
      .nullable(),
  ),
  social_accounts: socialAccountList.default([]),
  companies: companyList.default([]),
});

export type PersonInput = z.infer<typeof personSchema>;

/** The person form's lists, as its problems name their items ("Social account 2: ..."). */
export const PERSON_ITEMS = { social_accounts: "Social account", companies: "Company" };
