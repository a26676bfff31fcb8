import "server-only";
import { z } from "zod";
import { headlinesEndpoint } from "@/lib/api/endpoints/headlines";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { DEFAULT_HEADLINES_STATE, headlinesHref } from "@/lib/domain/headlines-state";
import { askApiRows } from "../ask-api";
import { MAX_RESULTS } from "../limits";
import { pageUrl } from "@/lib/site-url";
import { defineTool, ToolRefusal } from "../tool";
import { dateArgument, shortnameArgument } from "./arguments";
import { publishedShortname } from "./published-company";

// list_headlines: the API's headlines (GET /api/v1/headlines), newest first.

export const listHeadlinesTool = defineTool({
  name: "list_headlines",
  title: "List headlines",
  description:
    "The directory's news headlines (funding rounds with amount and round type, media mentions, announcements), newest first, optionally of one company, of one type and between two days. Each headline's `url` is the article; `companies` names the companies it is about; `url` at the top is the site's page of the same list.",
  inputSchema: z
    .object({
      company: shortnameArgument.optional(),
      type: z.enum(HEADLINE_TYPES).optional().describe("Only headlines of this type."),
      since: dateArgument.optional().describe("Headlines dated on or after this day (YYYY-MM-DD)."),
      until: dateArgument
        .optional()
        .describe("Headlines dated on or before this day (YYYY-MM-DD)."),
      limit: z
        .int()
        .min(1)
        .max(MAX_RESULTS)
        .default(20)
        .describe(`How many headlines, 1 to ${MAX_RESULTS} (default 20).`),
    })
    .strict(),
  async run({ company, type, since, until, limit }) {
    if (since && until && since > until) {
      throw new ToolRefusal(`"since" (${since}) is after "until" (${until}).`);
    }
    const shortname = company === undefined ? undefined : await publishedShortname(company);
    const headlines = await askApiRows(headlinesEndpoint, {
      company: shortname,
      type,
      since,
      until,
      limit,
    });
    const state = {
      ...DEFAULT_HEADLINES_STATE,
      type: type ?? null,
      company: shortname ?? null,
      from: since ?? null,
      to: until ?? null,
    };
    return { url: pageUrl(headlinesHref(state)), headlines };
  },
});
