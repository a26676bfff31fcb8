import type { SharedRateLimiter } from "@/lib/http/shared-rate-limiter";
import { ApiProblem } from "./problem";
import { API_RATE_LIMIT, rateLimitHeaders, takeApiRequest } from "./rate-limit";
import { jsonResponse, movedResponse, problemResponse } from "./respond";

/** What an endpoint answers: data (a list page carries its next link), or where it moved. */
export type ApiAnswer = { data: unknown; next?: string | null } | { movedTo: string };

/** An endpoint: the request, its URL, and the route's parameters. */
export type ApiHandler<P> = (request: Request, url: URL, params: P) => Promise<ApiAnswer>;

type RouteContext<P> = { params: Promise<P> };

/**
 * The GET handler of an endpoint: counted against the client's limit (429 past it), its answer
 * sent as cacheable JSON, a thrown ApiProblem as problem JSON, anything else as a 500 problem
 * whose detail stays in the log.
 */
export function apiRoute<P>(handle: ApiHandler<P>, limiter?: SharedRateLimiter) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    const verdict = await takeApiRequest(request, limiter);
    const limits = rateLimitHeaders(verdict);
    if (!verdict.allowed) {
      const detail = `At most ${API_RATE_LIMIT.limit} requests a minute per client address; retry in ${verdict.retryAfterSeconds} s.`;
      return problemResponse(new ApiProblem("too-many-requests", detail).problem, limits);
    }
    try {
      const url = new URL(request.url);
      const answer = await handle(request, url, await context.params);
      if ("movedTo" in answer) return movedResponse(answer.movedTo, limits);
      return jsonResponse(request, answer.data, { next: answer.next, headers: limits });
    } catch (error) {
      if (error instanceof ApiProblem) return problemResponse(error.problem, limits);
      console.error(`API ${request.url}: ${(error as Error).stack ?? error}`);
      const problem = new ApiProblem("server-error", "The data could not be read; try again.");
      return problemResponse(problem.problem, limits);
    }
  };
}
