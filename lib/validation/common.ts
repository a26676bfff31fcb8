import { z } from "zod";

/** Whether text is an absolute http(s) URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** A trimmed http(s) URL; anything else (javascript:, data:, relative) is rejected. */
export const httpUrl = z
  .string()
  .trim()
  .refine(isHttpUrl, { message: "must be an http(s) URL, such as https://example.com" });

/** Optional text: trimmed, with empty strings and null turned into undefined. */
export const optionalText = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
  z.string().optional(),
);

/** Optional http(s) URL: empty or missing is fine, anything else must be http(s). */
export const optionalHttpUrl = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
  httpUrl.optional(),
);

/** A 4-digit year, given as a number or as text. */
export const yearFounded = z.preprocess(
  (value) => (typeof value === "string" && value.trim() ? Number(value) : (value ?? undefined)),
  z
    .int("must be a 4-digit year")
    .min(1000, "must be a 4-digit year")
    .max(9999, "must be a 4-digit year")
    .optional(),
);
