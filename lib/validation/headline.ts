import { z } from "zod";
import { HEADLINE_TYPES, ROUND_TYPES } from "@/lib/domain/constants";
import { parseFundingAmount } from "@/lib/domain/funding-amount";
import { isHttpUrl } from "./common";

// The headline editor (admin-area §2 Headline form, §5): URL, Title, Type and Date required,
// the URL http(s) only; the funding amount only for funding headlines.

export const HEADLINE_LIMITS = { url: 2048, title: 1000, outlet: 200, companies: 50 };

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

export const headlineSchema = z
  .object({
    url: requiredText("URL", HEADLINE_LIMITS.url).refine(
      isHttpUrl,
      "URL must be an http(s) URL, such as https://example.com/article",
    ),
    description: requiredText("Title", HEADLINE_LIMITS.title),
    headline_type: z.enum(HEADLINE_TYPES, "Headline Type is required"),
    headline_date: z
      .string("Date is required")
      .trim()
      .min(1, "Date is required")
      .refine(
        (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDate(text),
        "Date must be a date (YYYY-MM-DD)",
      ),
    media_outlet: z
      .string()
      .trim()
      .max(
        HEADLINE_LIMITS.outlet,
        `Media Outlet must be at most ${HEADLINE_LIMITS.outlet} characters`,
      )
      .transform((text) => text || null)
      .default(""),
    total_amount: z.string().default(""),
    // Empty: read from the title (lib/domain/round-type.ts).
    round_type: z
      .union([z.literal(""), z.enum(ROUND_TYPES)], "Round type must be one of the round types")
      .nullable()
      .default(""),
    published: z.boolean().default(true),
    organization_ids: z
      .array(z.int().positive(), "Companies must be a list of companies")
      .max(HEADLINE_LIMITS.companies, `At most ${HEADLINE_LIMITS.companies} companies`)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .transform((headline, context) => {
    // The amount and round type count only for funding; for other types they are dropped.
    const round_type =
      headline.headline_type === "funding" && headline.round_type ? headline.round_type : null;
    const amount =
      headline.headline_type === "funding" ? parseFundingAmount(headline.total_amount) : null;
    if (amount === undefined) {
      context.addIssue({
        code: "custom",
        path: ["total_amount"],
        message: "Funding Amount must be a number, such as 12.5M, 1.2B or 3,000,000",
      });
      return z.NEVER;
    }
    return { ...headline, total_amount: amount, round_type };
  });

export type HeadlineInput = z.output<typeof headlineSchema>;
/** What the headline form sends. */
export type HeadlineFormInput = z.input<typeof headlineSchema>;
