import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeHeadlineWithAi } from "@/lib/admin/ai/analyze-headline-with-ai";
import { companyFromWebsite } from "@/lib/admin/ai/company-with-ai";
import { useDatabase, type Database } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";
import { aiRoutes, GOOD_COMPANY, type AiCalls } from "../e2e/stand-ins/ai-apis";
import { articleRoutes } from "../e2e/stand-ins/article-pages";
import { freshDatabase } from "./databases";

// The AI assist against stand-ins speaking each provider's wire format, over PGlite.
const calls: AiCalls = { gemini: 0, openai: 0, claude: 0 };
let ai: LocalServer;
let articles: LocalServer;
let database: Database;
const saved = { ...process.env };

beforeAll(async () => {
  [ai, articles, database] = await Promise.all([
    startLocalServer(aiRoutes(calls)),
    startLocalServer(articleRoutes()),
    freshDatabase("pglite"),
  ]);
  useDatabase(database);
  await database.db.insert(t.organization).values([
    { name: "Neon", shortname: "neon" },
    { name: "Grafana Labs", shortname: "grafana-labs" },
  ]);
  Object.assign(process.env, {
    SAFE_FETCH_ALLOW_LOOPBACK: "true",
    GOOGLE_GENERATIVE_AI_API_KEY: "k",
    OPENAI_API_KEY: "k",
    ANTHROPIC_API_KEY: "k",
    AI_MODEL_GEMINI: "gemini-standin",
    GOOGLE_GENERATIVE_AI_BASE_URL: `${ai.url}/gemini/v1beta`,
    OPENAI_BASE_URL: `${ai.url}/openai/v1`,
    ANTHROPIC_BASE_URL: `${ai.url}/anthropic/v1`,
  });
});

afterAll(async () => {
  process.env = saved;
  await Promise.all([ai?.close(), articles?.close(), database?.close()]);
});

const PROVIDERS = ["gemini", "openai", "claude"] as const;

describe.each(PROVIDERS)("AI assist through %s's wire format", (provider) => {
  it("fills the analysis from the model, keeping metadata where it is silent", async () => {
    const before = calls[provider];
    const result = await analyzeHeadlineWithAi(
      TEST_ADMIN,
      `${articles.url}/news/licenses`,
      provider,
    );
    expect(calls[provider]).toBe(before + 1);
    expect(result).toEqual({
      ok: true,
      object: {
        title: "Neon raises $100 million to grow serverless Postgres",
        headlineType: "funding",
        headlineDate: "2025-05-01",
        mediaOutlet: "Stand-in Times",
        totalAmount: 100_000_000,
        organizations: [{ id: expect.any(Number), name: "Neon" }],
      },
    });
  });

  it.each([
    ["malformed", "the model's answer did not match the expected fields"],
    ["schema", "the model's answer did not match the expected fields"],
    ["429", "the model's rate limit was reached (HTTP 429); try again later"],
  ])("answers a clear reason for a %s answer", async (mode, error) => {
    const result = await analyzeHeadlineWithAi(
      TEST_ADMIN,
      `${articles.url}/news/ai-${mode}`,
      provider,
    );
    expect(result).toEqual({ ok: false, status: 502, error });
  });

  it("gives up after the timeout when the model does not answer", async () => {
    const result = await analyzeHeadlineWithAi(
      TEST_ADMIN,
      `${articles.url}/news/licenses?ai-timeout`,
      provider,
      {
        timeoutMs: 300,
      },
    );
    expect(result).toEqual({
      ok: false,
      status: 502,
      error: "the model did not answer within 0.3 s",
    });
  });

  it("reads a company's website into the editor's JSON shape", async () => {
    const result = await companyFromWebsite(TEST_ADMIN, `${articles.url}/company/home`, provider);
    expect(result).toEqual({ ok: true, object: GOOD_COMPANY });
  });
});

describe("AI assist without a key", () => {
  it("names the variable that enables the provider, and calls nothing", async () => {
    delete process.env.OPENAI_API_KEY;
    const before = { ...calls };
    const result = await analyzeHeadlineWithAi(
      TEST_ADMIN,
      `${articles.url}/news/licenses`,
      "openai",
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: "OpenAI is not configured: set OPENAI_API_KEY",
    });
    expect(calls).toEqual(before);
    process.env.OPENAI_API_KEY = "k";
  });
});
