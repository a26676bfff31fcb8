import { API_ROOT } from "@/lib/routes";
import { listPeopleAfter, peopleSortCast } from "@/lib/queries/people-keyset";
import { personPageSchema } from "../envelopes";
import type { Endpoint } from "../endpoint";
import { keysetPage } from "../keyset-page";
import { cursorParam, limitParam, parseParams, searchParam } from "../params";
import { personSummary } from "../shape";

// GET /api/v1/people - the people of published companies, by name

const PARAMS = [
  searchParam(
    "People this text finds, as the site's search finds them: by name, or by their companies and roles, forgiving typos; the most relevant first.",
  ),
  limitParam,
  cursorParam,
];

export const peopleEndpoint: Endpoint = {
  path: `${API_ROOT}/people`,
  operationId: "listPeople",
  summary: "List people",
  description:
    "The people linked to a published company, by name (with q, the most relevant first), each with those companies and their role.",
  pathParams: [],
  params: PARAMS,
  response: personPageSchema,
  subject: null,
  exampleRequest: "/api/v1/people?limit=1",
  async handle(_request, url) {
    const { q, limit, cursor } = parseParams(url, PARAMS) as {
      q?: string;
      limit: number;
      cursor?: string;
    };
    const { rows, next } = await keysetPage({
      url,
      query: { q: q ?? "" },
      cast: peopleSortCast(q ?? ""),
      limit,
      cursor,
      read: (after, size) => listPeopleAfter(q ?? "", after, size),
    });
    return { data: personPageSchema.parse({ data: rows.map(personSummary), limit, next }), next };
  },
};
