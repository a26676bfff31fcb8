// Problem details (RFC 9457) for every answer of the API that is not data: each names what is
// wrong and, for a bad parameter, the parameter and the values it accepts.

export const PROBLEM_TYPE_BASE = "/api#problem-";

export type ProblemKind = "bad-parameter" | "not-found" | "too-many-requests" | "server-error";

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  parameter?: string;
  accepted?: string;
};

const TITLES: Record<ProblemKind, [title: string, status: number]> = {
  "bad-parameter": ["Bad parameter", 400],
  "not-found": ["Not found", 404],
  "too-many-requests": ["Too many requests", 429],
  "server-error": ["Server error", 500],
};

/** An answer the API gives instead of data; thrown by a handler, answered by apiRoute. */
export class ApiProblem extends Error {
  readonly problem: Problem;
  constructor(
    kind: ProblemKind,
    detail: string,
    extra: Pick<Problem, "parameter" | "accepted"> = {},
  ) {
    super(detail);
    const [title, status] = TITLES[kind];
    this.problem = { type: `${PROBLEM_TYPE_BASE}${kind}`, title, status, detail, ...extra };
  }
}

/** A 400 naming the parameter, what is wrong with it and the values it accepts. */
export function badParameter(parameter: string, detail: string, accepted: string): ApiProblem {
  return new ApiProblem("bad-parameter", detail, { parameter, accepted });
}

/** A 404 for a company or person that is not published (or does not exist). */
export function notFound(detail: string): ApiProblem {
  return new ApiProblem("not-found", detail);
}
