import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeHeadlineWithAi } from "@/lib/admin/ai/analyze-headline-with-ai";
import { analyzeArticle } from "@/lib/admin/url-analysis/analyze-article";
import { TEST_ADMIN } from "@/tests/fixtures/admin";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";
import { aiRoutes, type AiCalls } from "../e2e/stand-ins/ai-apis";

// The URL analysis never reaches inside the network: a listener on the loopback addresses
// counts connections, and every URL of the corpus must be refused without one.
let connections = 0;
let port = 0;
const listeners: net.Server[] = [];
const calls: AiCalls = { gemini: 0, openai: 0, claude: 0 };
let ai: LocalServer;
let redirector: LocalServer;
const saved = { ...process.env };

function listen(host: string, at: number): Promise<net.Server> {
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(at, host, () => resolve(server));
  });
}

const REDIRECT_TARGETS: Record<string, string> = {
  "/to/metadata": "http://169.254.169.254/latest/meta-data/",
  "/to/private": "http://10.0.0.1/",
  "/to/private-v6": "http://[fd00::1]/",
  "/to/mapped": "http://[::ffff:192.168.0.1]/",
  "/to/unspecified": "http://0.0.0.0/",
  "/to/cgnat": "http://100.64.0.1/",
  "/to/file": "file:///etc/passwd",
  "/to/gopher": "gopher://10.0.0.1:70/",
};

beforeAll(async () => {
  const first = await listen("127.0.0.1", 0);
  port = (first.address() as AddressInfo).port;
  listeners.push(first, await listen("::1", port), await listen("127.0.0.2", port));
  ai = await startLocalServer(aiRoutes(calls));
  redirector = await startLocalServer(
    Object.fromEntries(
      Object.entries(REDIRECT_TARGETS).map(([path, location]) => [
        path,
        { status: 302, headers: { location } },
      ]),
    ),
  );
  Object.assign(process.env, {
    SAFE_FETCH_ALLOW_LOOPBACK: "false",
    GOOGLE_GENERATIVE_AI_API_KEY: "k",
    AI_MODEL_GEMINI: "gemini-standin",
    GOOGLE_GENERATIVE_AI_BASE_URL: `${ai.url}/gemini/v1beta`,
  });
});

afterAll(async () => {
  process.env = saved;
  await Promise.all([ai?.close(), redirector?.close()]);
  await Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve))));
});

// Loopback, private, link-local and metadata addresses in every spelling, names resolving
// to them, non-http schemes, userinfo tricks and overlong URLs.
const corpus = () => [
  `http://127.0.0.1:${port}/`,
  `http://127.0.0.2:${port}/`,
  `http://127.1:${port}/`,
  `http://0177.0.0.1:${port}/`,
  `http://0x7f.0.0.1:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://2130706433:${port}/`,
  `http://017700000001:${port}/`,
  `http://[::1]:${port}/`,
  `http://[0:0:0:0:0:0:0:1]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://[::ffff:7f00:1]:${port}/`,
  `http://[::127.0.0.1]:${port}/`,
  `http://localhost:${port}/`,
  `http://LOCALHOST.:${port}/`,
  `http://anything.localhost:${port}/`,
  `http://0.0.0.0:${port}/`,
  `http://0:${port}/`,
  "http://10.0.0.1/",
  "http://172.16.5.4/",
  "http://192.168.1.1/",
  "http://100.64.0.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://0xa9fea9fe/latest/meta-data/",
  "http://2852039166/latest/meta-data/",
  "http://[fd00:ec2::254]/latest/meta-data/",
  "http://[::ffff:169.254.169.254]/",
  "http://[fe80::1]/",
  "http://[fc00::1]/",
  "http://[::ffff:10.0.0.1]/",
  "http://224.0.0.1/",
  "http://255.255.255.255/",
  "http://198.18.0.1/",
  `https://127.0.0.1:${port}/`,
  `http://user:pass@127.0.0.1:${port}/`,
  `http://example.com@127.0.0.1:${port}/`,
  `http://127.0.0.1:${port}#@example.com/`,
  `http://127.0.0.1:${port}\\@example.com/`,
  `file:///etc/passwd`,
  `ftp://127.0.0.1:${port}/`,
  `gopher://127.0.0.1:${port}/_GET`,
  `javascript:fetch('http://127.0.0.1:${port}/')`,
  `data:text/html,<script>alert(1)</script>`,
  `//127.0.0.1:${port}/`,
  `http://example.com/${"a".repeat(2100)}`,
  "",
  "   ",
];

describe("GET /api/analyze-url's core, with loopback not allowed", () => {
  it("refuses the whole corpus clearly, with no connection inside the network", async () => {
    const urls = corpus();
    expect(urls.length).toBeGreaterThanOrEqual(40);
    for (const url of urls) {
      const result = await analyzeArticle(TEST_ADMIN, url);
      expect(result, url).toMatchObject({ ok: false, status: 400 });
      expect(result.ok ? "" : result.error, url).toMatch(
        /non-public address|could not resolve host|only http|longer than 2048|user name or password|Please enter a URL first/,
      );
    }
    expect(connections).toBe(0);
  });

  it("refuses redirects into the network and to other schemes", async () => {
    process.env.SAFE_FETCH_ALLOW_LOOPBACK = "true";
    try {
      for (const path of Object.keys(REDIRECT_TARGETS)) {
        const result = await analyzeArticle(TEST_ADMIN, `${redirector.url}${path}`);
        expect(result, path).toMatchObject({ ok: false, status: 400 });
        expect(result.ok ? "" : result.error, path).toMatch(/non-public address|only http/);
      }
    } finally {
      process.env.SAFE_FETCH_ALLOW_LOOPBACK = "false";
    }
    expect(connections).toBe(0);
  });

  it("the AI route refuses the same URLs before any model is asked", async () => {
    for (const url of corpus().slice(0, 20)) {
      const result = await analyzeHeadlineWithAi(TEST_ADMIN, url, "gemini");
      expect(result, url).toMatchObject({ ok: false, status: 400 });
    }
    expect(calls.gemini).toBe(0);
    expect(connections).toBe(0);
  });
});
