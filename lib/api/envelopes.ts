import { z } from "zod";
import { named } from "./registry";
import {
  companySummarySchema,
  headlineSchema,
  personSummarySchema,
  tagCountSchema,
} from "./schemas";

// What wraps the data: a page of a list, and a problem (RFC 9457).

const pageOf = <T extends z.ZodType>(id: string, what: string, item: T) =>
  named(
    id,
    `A page of ${what}. \`next\` (also in the Link header, rel="next") continues the walk; null on the last page.`,
    z.object({ data: z.array(item), limit: z.int(), next: z.string().nullable() }),
  );

export const companyPageSchema = pageOf("CompanyPage", "companies", companySummarySchema);
export const personPageSchema = pageOf("PersonPage", "people", personSummarySchema);
export const headlinePageSchema = pageOf("HeadlinePage", "headlines", headlineSchema);
export const tagPageSchema = pageOf("TagPage", "tags", tagCountSchema);

export const problemSchema = named(
  "Problem",
  "What went wrong (RFC 9457), served as application/problem+json.",
  z.object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    parameter: z.string().optional().describe("The parameter at fault"),
    accepted: z.string().optional().describe("The values it accepts"),
  }),
);
