import { API_RATE_LIMIT } from "./rate-limit";
import { CACHE_CONTROL } from "./respond";

// The responses every operation of the document lists: its data, 304, 308 for a moved
// subject, and the problems (400, 404, 429, 500) with their headers.

type Ref = { $ref: string };
type Options = { data: Ref; problem: Ref; example: unknown; subject: "company" | "person" | null };

const text = { type: "string" };

const LIMIT_HEADERS = {
  RateLimit: {
    description: 'What is left of the limit: `"api";r=<left>;t=<seconds>`.',
    schema: text,
  },
  "RateLimit-Policy": {
    description: `The limit: \`"api";q=${API_RATE_LIMIT.limit};w=${API_RATE_LIMIT.windowMs / 1000}\`.`,
    schema: text,
  },
};

const CACHE_HEADERS = {
  ETag: {
    description: "Send it back in If-None-Match for a 304 when nothing changed.",
    schema: text,
  },
  "Cache-Control": { description: `\`${CACHE_CONTROL}\`.`, schema: text },
};

const problemContent = (problem: Ref) => ({ "application/problem+json": { schema: problem } });

/** The responses object of an operation. */
export function openApiResponses({ data, problem, example, subject }: Options) {
  return {
    "200": {
      description: "The data.",
      headers: {
        ...CACHE_HEADERS,
        ...LIMIT_HEADERS,
        ...(subject
          ? {}
          : { Link: { description: 'The next page: `<...>; rel="next"`.', schema: text } }),
      },
      content: { "application/json": { schema: data, example } },
    },
    "304": {
      description: "Not modified: the ETag in If-None-Match is current.",
      headers: CACHE_HEADERS,
    },
    ...(subject
      ? {
          "308": {
            description: `The ${subject} moved: Location names its current URL.`,
            headers: { Location: { schema: text } },
          },
          "404": {
            description: `No published ${subject} has this ${subject === "company" ? "shortname" : "id"}.`,
            content: problemContent(problem),
          },
        }
      : {}),
    "400": {
      description: "A bad parameter: the problem names it and the values it accepts.",
      content: problemContent(problem),
    },
    "429": {
      description: `Over ${API_RATE_LIMIT.limit} requests a minute from this address.`,
      headers: {
        ...LIMIT_HEADERS,
        "Retry-After": { description: "Seconds to wait.", schema: text },
      },
      content: problemContent(problem),
    },
    "500": {
      description: "The data could not be read; try again.",
      content: problemContent(problem),
    },
  };
}
