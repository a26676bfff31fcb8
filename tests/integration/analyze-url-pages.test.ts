import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeArticle } from "@/lib/admin/url-analysis/analyze-article";
import { useDatabase, type Database } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";
import { articleRoutes } from "../e2e/stand-ins/article-pages";
import { freshDatabase } from "./databases";

// GET /api/analyze-url's core on pages served by a local stand-in: every page ends in an
// analysis or a reason, never an exception.
let site: LocalServer;
let database: Database;

beforeAll(async () => {
  [site, database] = await Promise.all([
    startLocalServer({
      ...articleRoutes(),
      "/news/slow": (_request, response) => {
        setTimeout(
          () => response.writeHead(200, { "content-type": "text/html" }).end("<p>late</p>"),
          2_000,
        );
      },
      "/news/text": {
        headers: { "content-type": "text/html" },
        body: "just some words, no markup",
      },
      "/news/binary": {
        headers: { "content-type": "text/html" },
        body: Buffer.from([0, 159, 146, 150]),
      },
    }),
    freshDatabase("pglite"),
  ]);
  useDatabase(database);
  await database.db
    .insert(t.organization)
    .values({ name: "Grafana Labs", shortname: "grafana-labs" });
});

afterAll(async () => Promise.all([site?.close(), database?.close()]));

const analyze = (path: string, timeoutMs?: number) =>
  analyzeArticle(TEST_ADMIN, `${site.url}${path}`, { allowLoopback: true, timeoutMs });

describe("analyzeArticle on local pages", () => {
  it("follows a redirect chain to the article", async () => {
    const result = await analyze("/hop/1");
    expect(result).toMatchObject({
      ok: true,
      analysis: {
        title: "How Grafana Labs and Redis think about licenses",
        mediaOutlet: "The Open Ledger",
      },
    });
  });

  it.each([
    ["/news/slow", 300, "timed out after 300 ms"],
    ["/news/huge", undefined, "response too large (more than 3145728 bytes)"],
    ["/news/not-html", undefined, "the page is not HTML (image/png)"],
    ["/news/text", undefined, "the page is not HTML"],
    ["/news/binary", undefined, "the page is not HTML"],
    ["/news/missing", undefined, "the page answered HTTP 404"],
    ["/to/metadata", undefined, "refused to fetch a non-public address: 169.254.169.254"],
  ])("answers a reason for %s", async (path, timeoutMs, reason) => {
    const result = await analyze(path, timeoutMs);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toContain(reason);
  });
});
