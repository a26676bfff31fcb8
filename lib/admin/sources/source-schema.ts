import { z } from "zod";
import { NEWS_SOURCE_KINDS } from "@/lib/db/news-schema";
import { isHttpUrl } from "@/lib/validation/common";

// A news source as the editor (and the OPML import) sends it. Every message names its field.
// A company blog names its company and no outlet; an outlet names itself and no company.

export const SOURCE_LIMITS = {
  url: 2000,
  name: 200,
  outlet: 200,
  minInterval: 5,
  maxInterval: 10_080,
};

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A feed's address: http(s) only, whatever the curator pasted. */
export const sourceUrlSchema = text("URL", SOURCE_LIMITS.url).refine(
  isHttpUrl,
  "URL must be an http(s) URL, such as https://example.com/feed.xml",
);

const INTERVAL = `Interval must be a whole number of minutes from ${SOURCE_LIMITS.minInterval} to ${SOURCE_LIMITS.maxInterval.toLocaleString("en-US")} (a week)`;

export const newsSourceSchema = z
  .object({
    url: sourceUrlSchema,
    name: text("Name", SOURCE_LIMITS.name),
    kind: z.enum(NEWS_SOURCE_KINDS, "Kind must be a company blog or an outlet"),
    organization_id: z
      .int("Company must be chosen from the suggestions")
      .positive("Company must be chosen from the suggestions")
      .nullable()
      .default(null),
    outlet: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
      z
        .string("Outlet name must be text")
        .max(SOURCE_LIMITS.outlet, `Outlet name must be at most ${SOURCE_LIMITS.outlet} characters`)
        .nullable(),
    ),
    // A number box sends its text: "" and "abc" are no interval.
    interval_minutes: z.preprocess(
      (value) => (typeof value === "string" && value.trim() ? Number(value) : value),
      z
        .int(INTERVAL)
        .min(SOURCE_LIMITS.minInterval, INTERVAL)
        .max(SOURCE_LIMITS.maxInterval, INTERVAL),
    ),
    active: z.boolean("Active must be on or off"),
  })
  .superRefine((source, context) => {
    if (source.kind === "company" && source.organization_id === null) {
      context.addIssue({
        code: "custom",
        path: ["organization_id"],
        message: "Company is required for a company blog",
      });
    }
    if (source.kind === "outlet" && source.outlet === null) {
      context.addIssue({
        code: "custom",
        path: ["outlet"],
        message: "Outlet name is required for an outlet",
      });
    }
  })
  .transform((source) => ({
    ...source,
    organization_id: source.kind === "company" ? source.organization_id : null,
    outlet: source.kind === "outlet" ? source.outlet : null,
  }));

export type NewsSourceInput = z.infer<typeof newsSourceSchema>;
