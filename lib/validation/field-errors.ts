import type { z } from "zod";

/** Messages by field path ("key_people.1.name"), as forms show them beside their fields. */
export type FieldErrors = Record<string, string>;

const LIST_ITEMS: Record<string, string> = {
  websites: "Website",
  key_people: "Key person",
  social_accounts: "Social account",
  projects: "Project",
  socials: "Social",
  tags: "Tag",
  companies: "Company",
};

const FIELD_NAMES: Record<string, string> = {
  url: "URL",
  linkedin_url: "LinkedIn URL",
  resources_url: "repository URL",
  info_url: "documentation URL",
  logo_url: "logo URL",
  source_url: "source URL",
  year_founded: "year founded",
  total_funding: "total funding",
  short_description: "short description",
  organization_type: "organization type",
  account_type: "type",
};

const fieldName = (key: string) => FIELD_NAMES[key] ?? key.replaceAll("_", " ");

/**
 * A sentence naming the field (and the list item, counted from 1) of a problem:
 * "Key person 2, LinkedIn URL: must be an http(s) URL...". A message that already names
 * its field ("Key person name is required") keeps only the list item.
 */
export function describeProblem(path: string, message: string): string {
  const parts = path.split(".").filter(Boolean);
  const labels: string[] = [];
  parts.forEach((part, index) => {
    const position = Number(parts[index + 1]);
    if (/^\d+$/.test(part)) return;
    const item = LIST_ITEMS[part];
    labels.push(item && Number.isInteger(position) ? `${item} ${position + 1}` : fieldName(part));
  });
  if (/ is required$/.test(message) && !/^\d+$/.test(parts.at(-1) ?? "")) labels.pop();
  return labels.length > 0 ? `${labels.join(", ")}: ${message}` : message;
}

/**
 * The first problem of each field of a failed parse, by path ("form" when the whole input is
 * wrong). `items` names the items of lists ({ social_accounts: "Social account" }) for forms
 * that show a list item's problem away from it: its message then begins "Social account 2: ".
 */
export function fieldErrorsOf(error: z.ZodError, items: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [list, index] = issue.path;
    const item = items[String(list)];
    const message =
      item && typeof index === "number" ? `${item} ${index + 1}: ${issue.message}` : issue.message;
    errors[issue.path.join(".") || "form"] ??= message;
  }
  return errors;
}

/** `input` parsed by `schema`, or the first problem of each field (see fieldErrorsOf). */
export function parseFields<T>(
  schema: z.ZodType<T>,
  input: unknown,
  items?: Record<string, string>,
): { ok: true; value: T } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error, items) };
}

/** Every problem of a failed parse as sentences naming their fields. */
export function problemsOf(errors: FieldErrors): string[] {
  return Object.entries(errors).map(([path, message]) => describeProblem(path, message));
}

/** The problem of `field`, or of anything in it ("organization_ids.2" for "organization_ids"). */
export function fieldError(errors: FieldErrors, field: string): string | undefined {
  const inside = Object.keys(errors).find((path) => path.startsWith(`${field}.`));
  return errors[field] ?? (inside && errors[inside]);
}
