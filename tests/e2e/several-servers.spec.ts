import { expect, test, type APIRequestContext } from "@playwright/test";
import { TERMINAL_COOKIE } from "@/components/admin/remembered-choice";
import { devSignIn } from "./helpers";
import { callTool, connectMcp } from "./mcp-client";
import {
  canRunCluster,
  startSiteCluster,
  type ServerName,
  type SiteCluster,
} from "./several-servers/site-cluster";

// One site on two servers behind nginx, sharing one PostgreSQL and one Redis: a page one
// server rendered, the other serves from the shared cache; a curator's write on one reaches
// visitors of both; MCP clients get the same answers from either; limits count across both;
// Redis or a server may go away.

test.describe.configure({ mode: "serial" });
test.skip(!canRunCluster(), "needs PostgreSQL, redis-server and nginx (.ci/run installs them)");
test.setTimeout(180_000);

let site: SiteCluster;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSiteCluster();
});
test.afterAll(async () => site?.stop());

async function visit(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return {
    status: response.status(),
    servedBy: response.headers()["x-served-by"],
    cache: response.headers()["x-nextjs-cache"],
    text: await response.text(),
  };
}

/** Requests `path` through nginx until each server has answered once with `check` true. */
async function untilBothServers(
  request: APIRequestContext,
  path: string,
  check: (answer: Awaited<ReturnType<typeof visit>>) => boolean,
) {
  const seen = new Set<ServerName>();
  await expect
    .poll(
      async () => {
        const answer = await visit(request, `${site.balancer}${path}`);
        if (check(answer)) seen.add(answer.servedBy as ServerName);
        return [...seen].sort();
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toEqual(["a", "b"]);
}

test("a page rendered by one server is served by the other from the shared cache", async ({
  request,
}) => {
  const first = await visit(request, `${site.url("a")}/organizations/mistral-ai`);
  expect(first).toMatchObject({ status: 200, servedBy: "a" });
  const second = await visit(request, `${site.url("b")}/organizations/mistral-ai`);
  expect(second).toMatchObject({ status: 200, servedBy: "b", cache: "HIT" });
  expect(second.text).toContain("Mistral AI");
});

test("a curator's write on one server reaches the visitors of both within 10 s", async ({
  page,
  request,
}) => {
  await untilBothServers(request, "/organizations/supabase", (answer) => answer.status === 200);
  await page
    .context()
    .addCookies([{ name: TERMINAL_COOKIE, value: "shown", domain: "127.0.0.1", path: "/admin" }]);
  await devSignIn(page, "admin@example.com", `${site.url("a")}/admin`);
  // The terminal takes commands once React has hydrated it.
  await expect(page.getByRole("button", { name: "Run" })).toBeEnabled();
  const command = page.getByLabel("Command");
  await command.fill(`update supabase {"city": "Curitiba, Brazil"}`);
  await command.press("Enter");
  await expect(page.getByRole("log", { name: "Terminal output" })).toContainText(
    'Company "Supabase" updated',
  );
  await untilBothServers(request, "/organizations/supabase", (answer) =>
    answer.text.includes("Curitiba, Brazil"),
  );
});

test("two MCP clients at once get the same answers from either server", async () => {
  const clients = await Promise.all(
    ["198.51.100.61", "198.51.100.62"].map((address) =>
      connectMcp(`${site.balancer}/mcp`, address),
    ),
  );
  try {
    const questions: [string, Record<string, unknown>][] = [
      ["search", { query: "vector databases" }],
      ["get_company", { shortname: "supabase" }],
      ["list_headlines", { company: "supabase", limit: 5 }],
      ["compare_companies", { shortnames: ["neon", "supabase"] }],
      ["directory_stats", {}],
    ];
    const ask = () =>
      Promise.all(
        clients.map(({ client }) =>
          Promise.all(questions.map(([name, args]) => callTool(client, name, args))),
        ),
      );
    const [first, second] = await ask();
    expect(second).toEqual(first);
    expect(await ask()).toEqual([first, first]);
    const found = first[0].data!.results as { name: string; url: string }[];
    expect(found.map((company) => company.name).sort()).toEqual([
      "LanceDB",
      "Supabase",
      "Tiger Data",
    ]);
    expect(found.map((company) => company.url)).toContain(`${site.balancer}/organizations/lancedb`);
    // The curator's write of the test before, read by both servers.
    expect(first[1].data).toMatchObject({ city: "Curitiba, Brazil" });
    const servers = new Set(clients.flatMap((connection) => connection.servedBy));
    expect([...servers].sort()).toEqual(["a", "b"]);
  } finally {
    await Promise.all(clients.map((connection) => connection.close()));
  }
});

test("the favicon limit counts the requests of both servers", async ({ request }) => {
  const statuses: number[] = [];
  const servers = new Set<string>();
  for (let i = 0; i < 121; i++) {
    const response = await request.get(`${site.balancer}/api/favicon?host=example.com`, {
      maxRedirects: 0,
    });
    statuses.push(response.status());
    servers.add(response.headers()["x-served-by"]);
  }
  expect([...servers].sort()).toEqual(["a", "b"]);
  // An unknown host is answered with a redirect to the placeholder icon; the limit with 429.
  expect(statuses.slice(0, 120).every((status) => status === 307)).toBe(true);
  expect(statuses[120]).toBe(429);
});

test("pages answer while Redis is away, and sharing resumes when it is back", async ({
  request,
}) => {
  await site.redis.stop();
  for (const path of ["/", "/organizations", "/organizations/supabase", "/people", "/about"]) {
    for (let i = 0; i < 4; i++) {
      expect((await visit(request, `${site.balancer}${path}`)).status, path).toBe(200);
    }
  }
  expect(site.output("a")).toContain("Redis unreachable");
  await site.redis.start();
  await expect.poll(() => site.output("a")).toMatch(/Redis unreachable[\s\S]*Redis connected/);
  await expect.poll(() => site.output("b")).toMatch(/Redis unreachable[\s\S]*Redis connected/);
  expect((await visit(request, `${site.url("a")}/organizations/clickhouse`)).status).toBe(200);
  expect(await visit(request, `${site.url("b")}/organizations/clickhouse`)).toMatchObject({
    status: 200,
    cache: "HIT",
  });
});

test("the site answers through the other server when one stops", async ({ request }) => {
  await site.stopServer("a");
  for (const path of ["/", "/organizations/supabase", "/headlines"]) {
    for (let i = 0; i < 3; i++) {
      const answer = await visit(request, `${site.balancer}${path}`);
      expect(answer, path).toMatchObject({ status: 200, servedBy: "b" });
    }
  }
});
