import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGitHubClient, type GitHubClientOptions } from "@/lib/github/client";
import {
  startGitHubStandIn,
  standInRepository,
  type GitHubStandIn,
} from "@/tests/fixtures/github-stand-in";
import { freePort } from "@/tests/fixtures/free-port";

const NOW = new Date("2026-03-01T12:00:00Z");
let github: GitHubStandIn;

const client = (options: Partial<GitHubClientOptions> = {}) =>
  createGitHubClient({ baseUrl: github.url, now: () => NOW, ...options });

beforeEach(async () => {
  // The stand-in lives on 127.0.0.1, which the safe fetch opens only with this switch.
  vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
  github = await startGitHubStandIn({
    repositories: [
      standInRepository("supabase/supabase", { stars: 250, contributors: 42 }),
      standInRepository("acme/solo", { contributors: 1, release: null, license: null }),
      standInRepository("acme/empty", { contributors: 0, pushedAt: null }),
    ],
  });
});
afterEach(async () => {
  await github.close();
  vi.unstubAllEnvs();
});

describe("getRepository", () => {
  it("reads the figures, the ETag and the rate budget, with GitHub's headers", async () => {
    const answer = await client().getRepository("supabase", "supabase");
    expect(answer).toMatchObject({
      outcome: "ok",
      data: {
        fullName: "supabase/supabase",
        htmlUrl: "https://github.com/supabase/supabase",
        stars: 250,
        forks: 56,
        openIssues: 7,
        language: "TypeScript",
        licenseSpdx: "Apache-2.0",
        topics: ["database"],
        createdAt: new Date("2020-01-15T10:00:00Z"),
        pushedAt: new Date("2025-12-30T08:00:00Z"),
        archived: false,
      },
      etag: expect.stringMatching(/^W\/"[0-9a-f]{40}"$/),
      rate: { limit: 60, remaining: 59, resetAt: new Date(github.state.budget.resetAt * 1000) },
    });
    const [sent] = github.state.log;
    expect(sent.headers).toMatchObject({
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
      "user-agent": expect.any(String),
    });
    expect(sent.headers.authorization).toBeUndefined();
  });

  it("asks with If-None-Match and gets 304 while nothing changed, at no cost", async () => {
    const first = await client().getRepository("supabase", "supabase");
    if (first.outcome !== "ok") throw new Error(`expected ok, got ${first.outcome}`);
    const second = await client().getRepository("supabase", "supabase", first.etag ?? "");
    expect(second).toEqual({ outcome: "unchanged", rate: { ...first.rate } });
    expect(github.state.log[1]).toMatchObject({ status: 304 });
    expect(github.state.log[1].headers["if-none-match"]).toBe(first.etag);

    github.state.repositories.get("supabase/supabase")!.stars = 251;
    const third = await client().getRepository("supabase", "supabase", first.etag ?? "");
    expect(third).toMatchObject({ outcome: "ok", data: { stars: 251 } });
    expect(third.outcome === "ok" && third.etag).not.toBe(first.etag);
  });

  it("reports an unknown repository as not found", async () => {
    const answer = await client().getRepository("acme", "missing");
    expect(answer).toMatchObject({ outcome: "not_found", rate: { remaining: 59 } });
  });

  it("follows a rename and reports the repository moved, with its figures", async () => {
    github.rename("supabase/supabase", "Supabase-Community/Platform");
    const moved = await client().getRepository("supabase", "supabase");
    expect(moved).toMatchObject({
      outcome: "moved",
      to: {
        owner: "supabase-community",
        repo: "platform",
        url: "https://github.com/supabase-community/platform",
      },
      data: { fullName: "Supabase-Community/Platform", stars: 250 },
      etag: expect.any(String),
    });
    expect(github.state.log.map((logged) => logged.status)).toEqual([301, 200]);
  });

  it("learns of a rename even when the new place answers 304", async () => {
    github.rename("supabase/supabase", "supabase/platform");
    const moved = await client().getRepository("supabase", "supabase");
    const etag = moved.outcome === "moved" ? (moved.etag ?? "") : "";
    github.state.log.length = 0;
    const again = await client().getRepository("supabase", "supabase", etag);
    expect(again).toMatchObject({ outcome: "moved", to: { repo: "platform" } });
    // The 304 came through a redirect: the client asked once more, without the ETag.
    expect(github.state.log.map((logged) => logged.status)).toEqual([301, 304, 301, 200]);
    expect(github.state.log[2].headers["if-none-match"]).toBeUndefined();
  });

  it("sends the token as a Bearer and calls a wrong one unauthorized", async () => {
    await github.close();
    github = await startGitHubStandIn({
      token: "right-token",
      repositories: [standInRepository("acme/solo")],
    });
    const ok = await client({ token: "right-token" }).getRepository("acme", "solo");
    expect(ok.outcome).toBe("ok");
    expect(github.state.log[0].headers.authorization).toBe("Bearer right-token");
    const refused = await client({ token: "wrong-token" }).getRepository("acme", "solo");
    expect(refused).toMatchObject({ outcome: "unauthorized" });
  });
});

describe("rate limits", () => {
  it("reports a spent budget with its reset time, after one request", async () => {
    github.state.budget.remaining = 0;
    const answer = await client().getRepository("supabase", "supabase");
    const resetAt = new Date(github.state.budget.resetAt * 1000);
    expect(answer).toEqual({
      outcome: "rate_limited",
      resumeAt: resetAt,
      rate: { limit: 60, remaining: 0, resetAt },
    });
    expect(github.state.log).toHaveLength(1);
  });

  it("pauses until Retry-After on a secondary limit, 403 or 429, without retrying", async () => {
    for (const status of [403, 429] as const) {
      github.state.secondaryLimit = { status, retryAfterSeconds: 120 };
      const answer = await client().getContributorCount("supabase", "supabase");
      expect(answer).toMatchObject({
        outcome: "rate_limited",
        resumeAt: new Date(NOW.getTime() + 120_000),
      });
    }
    expect(github.state.log).toHaveLength(2);
  });

  it("carries the budget on every answer", async () => {
    const answers = [
      await client().getRepository("supabase", "supabase"),
      await client().getLatestRelease("supabase", "supabase"),
      await client().getContributorCount("supabase", "supabase"),
      await client().getStargazerPage("supabase", "supabase", 1),
      await client().getRepository("acme", "missing"),
    ];
    expect(answers.map((answer) => answer.rate?.remaining)).toEqual([59, 58, 57, 56, 55]);
  });
});

describe("releases, contributors and stargazers", () => {
  it("gives the latest release's tag and date, or none", async () => {
    expect(await client().getLatestRelease("supabase", "supabase")).toMatchObject({
      outcome: "ok",
      data: { tag: "v1.2.3", publishedAt: new Date("2025-12-01T12:00:00Z") },
    });
    expect(await client().getLatestRelease("acme", "solo")).toMatchObject({
      outcome: "ok",
      data: null,
    });
  });

  it("counts contributors from the Link header's last page, or the list itself", async () => {
    const many = await client().getContributorCount("supabase", "supabase");
    expect(many).toMatchObject({ outcome: "ok", data: 42 });
    expect(github.state.log[0].query).toBe("?per_page=1&anon=1");
    expect(await client().getContributorCount("acme", "solo")).toMatchObject({ data: 1 });
    expect(await client().getContributorCount("acme", "empty")).toMatchObject({ data: 0 });

    const etag = many.outcome === "ok" ? (many.etag ?? "") : "";
    const again = await client().getContributorCount("supabase", "supabase", etag);
    expect(again.outcome).toBe("unchanged");
  });

  it("reads a stargazer page's first date and the page count", async () => {
    const first = await client().getStargazerPage("supabase", "supabase", 1);
    expect(first).toMatchObject({
      outcome: "ok",
      data: { firstStarredAt: new Date("2020-01-15T10:00:00Z"), pageCount: 3 },
    });
    expect(github.state.log[0].headers.accept).toBe("application/vnd.github.star+json");
    const last = await client().getStargazerPage("supabase", "supabase", 3);
    expect(last).toMatchObject({ outcome: "ok", data: { pageCount: 3 } });
    const lastDate = last.outcome === "ok" ? last.data.firstStarredAt : null;
    expect(lastDate!.getTime()).toBeGreaterThan(new Date("2024-01-01").getTime());
  });
});

describe("broken answers are errors with their reason", () => {
  const path = "/repos/supabase/supabase";

  it("reports invalid JSON", async () => {
    github.state.faults.set(path, { kind: "invalid-json" });
    const answer = await client().getRepository("supabase", "supabase");
    expect(answer).toMatchObject({ outcome: "error", reason: "invalid JSON" });
  });

  it("reports a body over 1 MB", async () => {
    github.state.faults.set(path, { kind: "oversized" });
    const answer = await client().getRepository("supabase", "supabase");
    expect(answer).toEqual({
      outcome: "error",
      reason: "response too large (more than 1048576 bytes)",
      rate: null,
    });
  });

  it("reports negative and absurd counts", async () => {
    const repository = github.state.repositories.get("supabase/supabase")!;
    repository.stars = -1;
    expect(await client().getRepository("supabase", "supabase")).toMatchObject({
      outcome: "error",
      reason: expect.stringMatching(/^unexpected answer: stargazers_count: /),
    });
    repository.stars = 2e9;
    expect(await client().getRepository("supabase", "supabase")).toMatchObject({
      outcome: "error",
      reason: expect.stringMatching(/^unexpected answer: stargazers_count: /),
    });
    repository.contributors = 2e9;
    expect(await client().getContributorCount("supabase", "supabase")).toMatchObject({
      outcome: "error",
      reason: "unexpected answer: 2000000000 contributors",
    });
  });

  it("reports an answer slower than the timeout", async () => {
    github.state.faults.set(path, { kind: "slow", delayMs: 5_000 });
    const answer = await client({ timeoutMs: 200 }).getRepository("supabase", "supabase");
    const host = new URL(github.url).host;
    expect(answer).toEqual({
      outcome: "error",
      reason: `timed out after 200 ms fetching from ${host}`,
      rate: null,
    });
  });

  it("reports a server that does not answer", async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const answer = await client({ baseUrl }).getRepository("supabase", "supabase");
    expect(answer).toMatchObject({
      outcome: "error",
      reason: expect.stringMatching(/^network error fetching from 127\.0\.0\.1:\d+: ECONNREFUSED$/),
    });
  });

  it("reports another refusal by its status", async () => {
    const answer = await client().getStargazerPage("supabase", "supabase", 401);
    expect(answer).toMatchObject({ outcome: "error", reason: "HTTP 422 Unprocessable Entity" });
  });
});
