import { API_ROOT } from "@/lib/routes";
import { z } from "zod";
import { listTagsAfter, TAG_KEY_ORDER } from "@/lib/queries/tag-keyset";
import { tagPageSchema } from "../envelopes";
import type { Endpoint } from "../endpoint";
import { keysetPage } from "../keyset-page";
import { cursorParam, limitParam, parseParams } from "../params";

// GET /api/v1/tags - the tags of published companies, by category, with company counts

const PARAMS = [
  {
    name: "category",
    schema: z.string().trim().min(1).max(100),
    description: "The tags of this category (such as license; case-insensitive).",
    accepted: "a tag category's name, such as industry, technology, sector or license",
    example: "license",
  },
  limitParam,
  cursorParam,
];

export const tagsEndpoint: Endpoint = {
  path: `${API_ROOT}/tags`,
  operationId: "listTags",
  summary: "List tags",
  description:
    "The tags published companies carry, by category then name, each with the number of those companies. A tag's id filters /api/v1/companies?tags=.",
  pathParams: [],
  params: PARAMS,
  response: tagPageSchema,
  subject: null,
  exampleRequest: "/api/v1/tags?category=license&limit=2",
  async handle(_request, url) {
    const { category, limit, cursor } = parseParams(url, PARAMS) as {
      category?: string;
      limit: number;
      cursor?: string;
    };
    const { rows, next } = await keysetPage({
      url,
      query: { category: category?.toLowerCase() ?? "" },
      cast: TAG_KEY_ORDER.cast,
      limit,
      cursor,
      read: (after, size) => listTagsAfter(category ?? null, after, size),
    });
    return { data: tagPageSchema.parse({ data: rows, limit, next }), next };
  },
};
