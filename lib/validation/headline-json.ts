import { z } from "zod";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { httpUrl, optionalText } from "./common";

/** A headline in the seed file's shape: the headline and the names of the companies it mentions. */
export const headlineJsonSchema = z.object({
  headline_type: z.enum(HEADLINE_TYPES),
  headline_date: z.iso.date("must be a date as YYYY-MM-DD").nullish(),
  url: httpUrl,
  description: z.string().trim().min(1, "Title is required"),
  media_outlet: optionalText,
  total_amount: z.number().nonnegative().nullish(),
  published: z.boolean().default(true),
  companies: z.array(z.string().trim().min(1)).default([]),
});

export type HeadlineJson = z.infer<typeof headlineJsonSchema>;
