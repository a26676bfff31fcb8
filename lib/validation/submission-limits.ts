// Field lengths of the community forms, apart from their schemas: the forms in the browser
// show them without loading zod (whose compiled parsers probe eval, which the CSP refuses).
/** Field limits, shown on the forms and enforced by their schemas. */
export const LIMITS = {
  name: 120,
  url: 500,
  city: 100,
  email: 254,
  title: 300,
  companies: 500,
  subject: 150,
  text: 2000,
  message: 5000,
} as const;

/** What the company form says of its website, as the hint and as the error. */
export const SITE_ADDRESS_TEXT = "a web address, such as supabase.com";
