import { z } from "zod";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { isHttpUrl } from "./common";
import { LIMITS, SITE_ADDRESS_TEXT } from "./submission-limits";

// The community forms under /embed. Every field is text as the browser sends it; the limits
// are shown beside each field, and the messages name the field they belong to.

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Empty text becomes undefined, so that optional fields may be left blank. */
const optional = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : undefined),
    z.string().max(max, `${label} must be at most ${max} characters`).optional(),
  );

const webAddress = (label: string) =>
  required(label, LIMITS.url).refine(isHttpUrl, {
    message: `${label} must start with http:// or https://`,
  });

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** A site's address as people type it: `supabase.com` is https://supabase.com. */
function siteUrl(text: string): string | null {
  const url = SCHEME.test(text) ? text : `https://${text}`;
  if (!isHttpUrl(url)) return null;
  const { hostname, username, password } = new URL(url);
  return hostname.includes(".") && !username && !password ? url : null;
}

const siteAddress = (label: string) =>
  required(label, LIMITS.url).transform((text, context) => {
    const url = siteUrl(text);
    if (url === null)
      context.addIssue({ code: "custom", message: `${label} must be ${SITE_ADDRESS_TEXT}` });
    return url ?? text;
  });

const email = (label: string) =>
  required(label, LIMITS.email).pipe(z.email(`${label} must be a valid email address`));

const optionalEmail = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : undefined),
    z
      .string()
      .max(LIMITS.email)
      .pipe(z.email(`${label} must be a valid email address`))
      .optional(),
  );

const yearFounded = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : undefined),
  z
    .string()
    .regex(/^\d{4}$/, "Year founded must be a 4-digit year")
    .transform(Number)
    .refine((year) => year <= new Date().getFullYear(), "Year founded cannot be in the future")
    .optional(),
);

const headlineDate = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : undefined),
  z.iso.date("Date must be a date as YYYY-MM-DD").optional(),
);

export const companySubmissionSchema = z.object({
  name: required("Company name", LIMITS.name),
  website: siteAddress("Website"),
  description: optional("Description", LIMITS.text),
  city: optional("City", LIMITS.city),
  year_founded: yearFounded,
  submitter_email: optionalEmail("Your email"),
  notes: optional("Notes", LIMITS.text),
});

export const headlineSubmissionSchema = z.object({
  url: webAddress("Article URL"),
  title: required("Title", LIMITS.title),
  companies: optional("Companies mentioned", LIMITS.companies),
  headline_type: z.enum(HEADLINE_TYPES, "Choose a type"),
  headline_date: headlineDate,
});

export const contactSubmissionSchema = z.object({
  name: required("Name", LIMITS.name),
  email: email("Email"),
  subject: required("Subject", LIMITS.subject),
  message: required("Message", LIMITS.message),
});

export type CompanySubmission = z.infer<typeof companySubmissionSchema>;
export type HeadlineSubmission = z.infer<typeof headlineSubmissionSchema>;
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const SUBMISSION_SCHEMAS = {
  company: companySubmissionSchema,
  headline: headlineSubmissionSchema,
  contact: contactSubmissionSchema,
} as const;

export type SubmissionKind = keyof typeof SUBMISSION_SCHEMAS;

/** The company names a headline submission mentions: comma-separated, trimmed, no blanks. */
export function mentionedCompanies(companies: string | undefined): string[] {
  return (companies ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}
