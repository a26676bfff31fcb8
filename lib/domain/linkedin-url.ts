// LinkedIn profile URLs as curators paste them: with or without https, www, a trailing slash,
// a tracking query, in any case (LinkedIn's profile addresses ignore case). Two URLs name the
// same profile when their keys are equal. The database computes the same key in SQL
// (lib/db/linkedin-key.ts): keep the two in step.

/** The comparable form of a LinkedIn URL: 'linkedin.com/in/ada', lower case. */
export function linkedInKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
}
