import { z } from "zod";
import { rowIdSchema } from "./row-id";

// Tags and tag categories (admin-area §3, §5): names non-empty after trimming, a tag needs
// its category. Messages name the field they are about.

export const TAG_LIMITS = { name: 100, description: 500, ids: 10_000, tagsAtOnce: 200 };

const name = (label: string) =>
  z
    .string(`${label} name is required`)
    .trim()
    .min(1, `${label} name is required`)
    .max(TAG_LIMITS.name, `${label} name must be at most ${TAG_LIMITS.name} characters`);

const description = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
  z
    .string("Description must be text")
    .max(TAG_LIMITS.description, `Description must be at most ${TAG_LIMITS.description} characters`)
    .nullable(),
);

export const categorySchema = z.object({ name: name("Category"), description });
export type CategoryInput = z.infer<typeof categorySchema>;

export const tagSchema = z.object({
  name: name("Tag"),
  description,
  category_id: z.coerce
    .number("Category is required")
    .int("Category is required")
    .positive("Category is required")
    .max(2_147_483_647, "Category does not exist"),
});
export type TagInput = z.infer<typeof tagSchema>;

/** A list of ids: at least one (`what` names them in the message), at most `max`, no repeats kept. */
export const idListSchema = (what: string, max = TAG_LIMITS.ids) =>
  z
    .array(rowIdSchema, `Choose at least one ${what}`)
    .min(1, `Choose at least one ${what}`)
    .max(max, `Choose at most ${max} ${what}s at once`)
    .transform((ids) => [...new Set(ids)]);
