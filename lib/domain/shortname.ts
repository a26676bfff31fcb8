import { slugify } from "./slug";

/** The longest shortname a curator may choose. */
export const SHORTNAME_MAX_LENGTH = 100;

/**
 * What is wrong with `value` as a shortname (the slug format of lib/domain/slug.ts: lowercase
 * ASCII letters, digits, underscores and single hyphens inside), or null when it is one.
 */
export function shortnameFormatProblem(value: string): string | null {
  if (value === "") return "Shortname is required.";
  if (/\s/.test(value)) return "Shortname may not contain spaces: use hyphens between words.";
  if (/[^\x20-\x7e]/.test(value)) {
    return "Shortname must be plain ASCII: lowercase letters a-z, digits, hyphens and underscores.";
  }
  if (value.length > SHORTNAME_MAX_LENGTH) {
    return `Shortname must be at most ${SHORTNAME_MAX_LENGTH} characters.`;
  }
  if (slugify(value) !== value) {
    return "Shortname may use only lowercase letters, digits, underscores and single hyphens, and may not start or end with a hyphen.";
  }
  return null;
}
