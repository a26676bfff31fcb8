import { z } from "zod";
import { HEADLINE_TYPES, ORGANIZATION_TYPES, ROUND_TYPES } from "@/lib/domain/constants";
import { named } from "./registry";

// The published data as the API answers it. The company's fields are those of the company JSON
// shape of the terminal and batch files (lib/validation/company-json.ts), so that a company read
// here can be edited and uploaded back; ids, dates and GitHub figures the upload ignores come
// with them.

const date = z.iso.date();
const text = z.string().nullable();

export const tagSchema = named(
  "CompanyTag",
  "A tag of a company, in its category.",
  z.object({ id: z.int(), category: z.string(), name: z.string() }),
);

export const valuationSchema = named(
  "Valuation",
  "A valuation of the company, in millions of USD.",
  z.object({ amount: z.number(), date, source_url: text }),
);

export const fundingRoundSchema = named(
  "FundingRound",
  "A funding round, from a published funding headline; amount in USD.",
  z.object({
    headline_id: z.int(),
    date: date.nullable(),
    amount_usd: z.number().nullable(),
    round_type: z.enum(ROUND_TYPES).nullable(),
    description: z.string(),
    source_url: z.string(),
  }),
);

export const repositoryFiguresSchema = named(
  "RepositoryFigures",
  "What GitHub last reported of a project's repository. A failed check keeps the last figures: as_of says which day they are from.",
  z.object({
    stars: z.int(),
    forks: z.int().nullable(),
    contributors: z.int().nullable(),
    open_issues: z.int().nullable(),
    language: text.describe("The main language, as GitHub detects it"),
    license: text.describe(
      "The SPDX id of the licence GitHub detects; NOASSERTION: one it cannot name",
    ),
    last_commit_at: z.iso.datetime().nullable().describe("The last push to the repository"),
    latest_release: z
      .object({ tag: z.string(), published_at: z.iso.datetime().nullable() })
      .nullable(),
    archived: z.boolean(),
    as_of: date.describe("The day of the check the figures come from"),
  }),
);

export const openSourceFiguresSchema = named(
  "OpenSourceFigures",
  "A company's GitHub figures over the repositories of its projects.",
  z.object({
    stars: z.int().describe("The sum of its repositories' stars"),
    star_gain_90d: z
      .int()
      .nullable()
      .describe(
        "Stars gained in 90 days, over the repositories whose stars 90 days ago are known; null: none is",
      ),
    as_of: date.nullable().describe("The day of the latest check the figures come from"),
  }),
);

const companyFields = {
  id: z.int(),
  shortname: z.string(),
  name: z.string(),
  organization_type: z.enum(ORGANIZATION_TYPES),
  description: text,
  short_description: text,
  city: text,
  year_founded: z.int().nullable(),
  total_funding: text.describe("As written, such as 1.5B"),
  funding_millions: z
    .number()
    .nullable()
    .describe(
      "The funding figure in millions of USD: total_funding when set, else the sum of the disclosed funding rounds; null for neither",
    ),
  logo_url: text,
  fallback_avatar: z.boolean(),
  published: z.literal(true),
  date_added: z.string(),
  date_updated: z.string(),
  websites: z.array(z.string()).describe("The primary website first"),
  tags: z.array(tagSchema),
  url: z.string().describe("The company's page"),
};

export const companySummarySchema = named(
  "CompanySummary",
  "A published company as the list gives it.",
  z.object({
    ...companyFields,
    stars: z
      .int()
      .nullable()
      .describe("Total GitHub stars of its projects' repositories; null without figures"),
  }),
);

const socialAccount = z.object({ account_type: z.string(), url: z.string() });

export const companySchema = named(
  "Company",
  "A published company with everything its page shows (the company JSON upload shape).",
  z.object({
    ...companyFields,
    key_people: z.array(
      z.object({
        person_id: z.int(),
        name: z.string(),
        role: text,
        linkedin_url: text,
        is_founder: z.boolean(),
        social_accounts: z.array(socialAccount),
      }),
    ),
    projects: z.array(
      z.object({
        project_id: z.int(),
        name: z.string(),
        resources_url: text,
        description: text,
        info_url: text,
        license: text.describe("As curated"),
        repository: repositoryFiguresSchema
          .nullable()
          .describe("null for a repository not on GitHub, or not checked yet"),
      }),
    ),
    socials: z.array(z.object({ id: z.int(), type: z.string(), url: z.string() })),
    valuation: valuationSchema.nullable().describe("The latest valuation"),
    valuations: z.array(valuationSchema).describe("Every recorded valuation, oldest first"),
    funding_rounds: z.array(fundingRoundSchema).describe("Newest first"),
    open_source: openSourceFiguresSchema
      .nullable()
      .describe("null when none of its projects' repositories has GitHub figures"),
    similar_companies: z
      .array(
        z.object({
          name: z.string(),
          shortname: z.string(),
          short_description: text,
          shared_tags: z.array(z.string()).describe("The rarest first"),
          url: z.string().describe("Its page"),
        }),
      )
      .describe(
        "Up to six companies sharing its tags, each shared tag weighing by how rare it is, then by how alike their descriptions read; none without tags",
      ),
  }),
);

const personOrganization = named(
  "PersonOrganization",
  "A published company a person is linked to, with their role.",
  z.object({
    id: z.int(),
    name: z.string(),
    shortname: z.string(),
    role: text,
    is_founder: z.boolean(),
  }),
);

const personFields = {
  id: z.int(),
  name: z.string(),
  linkedin_url: text,
  organizations: z.array(personOrganization),
  url: z.string().describe("The person's page"),
};

export const personSummarySchema = named(
  "PersonSummary",
  "A person linked to a published company.",
  z.object(personFields),
);

export const personSchema = named(
  "Person",
  "A person with their social accounts.",
  z.object({ ...personFields, social_accounts: z.array(socialAccount) }),
);

export const headlineSchema = named(
  "Headline",
  "A published headline (the seed file's shape: companies by name), with its companies.",
  z.object({
    id: z.int(),
    headline_type: z.enum(HEADLINE_TYPES),
    headline_date: date.nullable(),
    url: z.string(),
    description: z.string(),
    media_outlet: text,
    total_amount: z.number().nullable().describe("In USD"),
    round_type: z.enum(ROUND_TYPES).nullable().describe("As a curator set it; null when not set"),
    companies: z.array(z.string()).describe("The names of the published companies it mentions"),
    organizations: z.array(z.object({ id: z.int(), name: z.string(), shortname: z.string() })),
  }),
);

export const tagCountSchema = named(
  "Tag",
  "A tag published companies carry, with their number.",
  z.object({
    id: z.int(),
    name: z.string(),
    category: z.string(),
    description: text,
    company_count: z.int(),
  }),
);
