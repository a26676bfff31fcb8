import { API_ROOT } from "@/lib/routes";
import { z } from "zod";
import { HEADLINE_TYPES, type HeadlineType } from "@/lib/domain/constants";
import { headlineSortCast, listHeadlinesAfter } from "@/lib/queries/headline-keyset";
import { headlinePageSchema } from "../envelopes";
import type { Endpoint } from "../endpoint";
import { keysetPage } from "../keyset-page";
import {
  cursorParam,
  limitParam,
  oneOfParam,
  parseParams,
  searchParam,
  type ParamSpec,
} from "../params";
import { headlineOf } from "../shape";

// GET /api/v1/headlines - published headlines, newest first

const dateParam = (name: string, description: string): ParamSpec => ({
  name,
  // Year 0000 has the form of a date but no day in Postgres.
  schema: z.iso.date().regex(/^(?!0000)/),
  description,
  accepted: "a date as YYYY-MM-DD",
  example: "2025-01-01",
});

const PARAMS = [
  searchParam(
    "Headlines this text finds, as the site's search finds them: by title, companies and media outlet, forgiving typos; the most relevant first.",
  ),
  oneOfParam("type", HEADLINE_TYPES, "Headlines of this type.", "funding"),
  {
    name: "company",
    schema: z.string().min(1).max(200),
    description: "The headlines of this company (its shortname).",
    accepted: "a company's shortname",
    example: "example-data",
  },
  dateParam("since", "Headlines dated on or after this day."),
  dateParam("until", "Headlines dated on or before this day."),
  limitParam,
  cursorParam,
];

type Values = {
  q?: string;
  type?: HeadlineType;
  company?: string;
  since?: string;
  until?: string;
  limit: number;
  cursor?: string;
};

export const headlinesEndpoint: Endpoint = {
  path: `${API_ROOT}/headlines`,
  operationId: "listHeadlines",
  summary: "List headlines",
  description:
    "The published headlines, newest first (undated ones last; with q, the most relevant first), with their companies.",
  pathParams: [],
  params: PARAMS,
  response: headlinePageSchema,
  subject: null,
  exampleRequest: "/api/v1/headlines?type=funding&limit=1",
  async handle(_request, url) {
    const { limit, cursor, ...values } = parseParams(url, PARAMS) as Values;
    const filter = {
      q: values.q ?? "",
      type: values.type ?? null,
      company: values.company ?? null,
      since: values.since ?? null,
      until: values.until ?? null,
    };
    const { rows, next } = await keysetPage({
      url,
      query: Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v ?? ""])),
      cast: headlineSortCast(filter.q),
      limit,
      cursor,
      read: (after, size) => listHeadlinesAfter(filter, after, size),
    });
    return { data: headlinePageSchema.parse({ data: rows.map(headlineOf), limit, next }), next };
  },
};
