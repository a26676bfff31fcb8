import "server-only";
import { z } from "zod";
import {
  MAX_COUNT,
  releaseSchema,
  repositorySchema,
  stargazersSchema,
  type LatestRelease,
  type RepositoryFigures,
} from "@/lib/github/api-schemas";
import { githubRepository, type GitHubRepository } from "@/lib/github/repository-url";
import { linkedPage, rateBudget, retryAfter, type RateBudget } from "@/lib/github/response-headers";
import { httpStatusText } from "@/lib/net/http-status";
import { safeFetch, SafeFetchError, type SafeResponse } from "@/lib/net/safe-fetch";

// GitHub's REST API through the safe fetch. Every call answers with a typed outcome and the
// rate budget GitHub reported, never throws for what the remote did, and never retries: a
// rate limit comes back as the time to resume, and the caller pauses until then.

export type { LatestRelease, RateBudget, RepositoryFigures };

export type GitHubRefusal =
  | { outcome: "unchanged" }
  | { outcome: "not_found" }
  | { outcome: "rate_limited"; resumeAt: Date }
  | { outcome: "unauthorized" }
  | { outcome: "error"; reason: string };

export type GitHubAnswer<T> = { rate: RateBudget | null } & (
  { outcome: "ok"; data: T; etag: string | null } | GitHubRefusal
);

/** `moved`: GitHub redirected the repository (renamed, transferred); `to` is its new name. */
export type RepositoryAnswer =
  | GitHubAnswer<RepositoryFigures>
  | {
      outcome: "moved";
      to: GitHubRepository;
      data: RepositoryFigures;
      etag: string | null;
      rate: RateBudget | null;
    };

export type StargazerPage = { firstStarredAt: Date | null; pageCount: number };

export type GitHubClientOptions = {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  now?: () => Date;
};

/** Stargazers asked per page: GitHub lists at most 400 pages of 100 (40,000 stars). */
export const STARGAZERS_PER_PAGE = 100;
const TIMEOUT_MS = 30_000;
const MAX_BYTES = 1024 * 1024;
const JSON_MEDIA = "application/vnd.github+json";
const STAR_MEDIA = "application/vnd.github.star+json";
// A 429 without a hint: GitHub's documentation asks clients to wait at least a minute.
const UNHINTED_PAUSE_MS = 60_000;

type Reply<T> = { body: T; link: string | null };

/** A client for one API base URL (api.github.com, an Enterprise server, a test stand-in). */
export function createGitHubClient({ baseUrl, token, timeoutMs, now }: GitHubClientOptions) {
  const base = baseUrl.replace(/\/+$/, "");
  const clock = now ?? (() => new Date());

  async function send(path: string, accept: string, etag?: string) {
    const headers: Record<string, string> = { "x-github-api-version": "2022-11-28" };
    if (token) headers.authorization = `Bearer ${token}`;
    if (etag) headers["if-none-match"] = etag;
    // In the form the safe fetch reports the final URL in, to tell whether it was redirected.
    const url = URL.canParse(base + path) ? new URL(base + path).href : base + path;
    const options = { accept, headers, timeoutMs: timeoutMs ?? TIMEOUT_MS, maxBytes: MAX_BYTES };
    return { url, response: await safeFetch(url, options) };
  }

  async function get<T>(
    path: string,
    schema: z.ZodType<T>,
    { accept = JSON_MEDIA, etag }: { accept?: string; etag?: string } = {},
  ): Promise<GitHubAnswer<Reply<T>>> {
    let response: SafeResponse;
    try {
      let sent = await send(path, accept, etag);
      // A 304 reached through a redirect hides where the repository went: ask once more, plainly.
      const redirected = sent.response.url !== sent.url;
      if (sent.response.status === 304 && redirected) sent = await send(path, accept);
      response = sent.response;
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      return { outcome: "error", reason: error.reason, rate: null };
    }
    const rate = rateBudget(response.headers);
    const refused = refusal(response, rate, clock());
    if (refused) return { ...refused, rate };
    const parsed = parseBody(response, schema);
    if (!parsed.ok) return { outcome: "error", reason: parsed.reason, rate };
    const reply = { body: parsed.data, link: response.headers.get("link") };
    return ok(reply, response.headers.get("etag"), rate);
  }

  const repoPath = (owner: string, repo: string) =>
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;

  return {
    /** The repository's figures; a renamed or transferred one is followed and reported moved. */
    async getRepository(owner: string, repo: string, etag?: string): Promise<RepositoryAnswer> {
      const answer = await get(repoPath(owner, repo), repositorySchema, { etag });
      if (answer.outcome !== "ok") return answer;
      const data = answer.data.body;
      if (data.fullName.toLowerCase() === `${owner}/${repo}`.toLowerCase()) {
        return ok(data, answer.etag, answer.rate);
      }
      const to = githubRepository(`https://github.com/${data.fullName}`);
      if (!to) {
        return { outcome: "error", reason: "unexpected answer: full_name", rate: answer.rate };
      }
      return { outcome: "moved", to, data, etag: answer.etag, rate: answer.rate };
    },

    /** The latest release's tag and date; null when there is none (GitHub answers 404). */
    async getLatestRelease(
      owner: string,
      repo: string,
      etag?: string,
    ): Promise<GitHubAnswer<LatestRelease | null>> {
      const answer = await get(`${repoPath(owner, repo)}/releases/latest`, releaseSchema, { etag });
      if (answer.outcome === "not_found") return ok(null, null, answer.rate);
      if (answer.outcome !== "ok") return answer;
      return ok(answer.data.body, answer.etag, answer.rate);
    },

    /** How many contributors (anonymous ones included) GitHub lists: one per page of one. */
    async getContributorCount(
      owner: string,
      repo: string,
      etag?: string,
    ): Promise<GitHubAnswer<number>> {
      const path = `${repoPath(owner, repo)}/contributors?per_page=1&anon=1`;
      const answer = await get(path, z.array(z.unknown()), { etag });
      if (answer.outcome !== "ok") return answer;
      // No Link: everything fits on this page (204, an empty repository, reads as []).
      const total = linkedPage(answer.data.link, "last") ?? answer.data.body.length;
      if (total > MAX_COUNT) {
        const reason = `unexpected answer: ${total} contributors`;
        return { outcome: "error", reason, rate: answer.rate };
      }
      return ok(total, answer.etag, answer.rate);
    },

    /** One page of stargazers: when its first star came, and how many pages the list has. */
    async getStargazerPage(
      owner: string,
      repo: string,
      page: number,
    ): Promise<GitHubAnswer<StargazerPage>> {
      const query = `per_page=${STARGAZERS_PER_PAGE}&page=${page}`;
      const path = `${repoPath(owner, repo)}/stargazers?${query}`;
      const answer = await get(path, stargazersSchema, { accept: STAR_MEDIA });
      if (answer.outcome !== "ok") return answer;
      const { body, link } = answer.data;
      // No `last` link: this page ends the list (or, empty, lies past its end).
      const pageCount = linkedPage(link, "last") ?? (body.length > 0 ? page : page - 1);
      const data = { firstStarredAt: body[0]?.starred_at ?? null, pageCount };
      return ok(data, answer.etag, answer.rate);
    },
  };
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;

function ok<T>(data: T, etag: string | null, rate: RateBudget | null): GitHubAnswer<T> {
  return { outcome: "ok", data, etag, rate };
}

/** What a status other than 2xx means; null for an answer to read. */
function refusal(response: SafeResponse, rate: RateBudget | null, now: Date): GitHubRefusal | null {
  const { status, headers } = response;
  if (status === 304) return { outcome: "unchanged" };
  if (status === 404) return { outcome: "not_found" };
  if (status === 401) return { outcome: "unauthorized" };
  if (status === 403 || status === 429) {
    // A 403 without any of these refuses access (a blocked repository), it is not a limit.
    const resumeAt =
      retryAfter(headers.get("retry-after"), now) ??
      (rate?.remaining === 0 ? rate.resetAt : null) ??
      (status === 429 ? new Date(now.getTime() + UNHINTED_PAUSE_MS) : null);
    if (resumeAt) return { outcome: "rate_limited", resumeAt };
  }
  if (status < 200 || status > 299) return { outcome: "error", reason: httpStatusText(status) };
  return null;
}

function parseBody<T>(response: SafeResponse, schema: z.ZodType<T>) {
  let json: unknown = [];
  if (response.status !== 204) {
    try {
      json = JSON.parse(response.body.toString("utf8"));
    } catch {
      return { ok: false as const, reason: "invalid JSON" };
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue.path.join(".") || "body";
  return { ok: false as const, reason: `unexpected answer: ${field}: ${issue.message}` };
}
