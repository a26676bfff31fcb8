import { expect, test, type APIRequestContext } from "@playwright/test";
import { callTool, connectMcp, type McpConnection } from "./mcp-client";
import { APP_PORT } from "./servers";

// The MCP server of the production build, through the SDK's own client over HTTP: each tool
// answers what the JSON API answers to the same question, with the page URL to cite, and bad
// input gets the protocol's error or a 4xx naming what is wrong, never a 500, changing nothing.

const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const MCP_URL = `${ORIGIN}/mcp`;
// NEXTAUTH_URL of the server: the site's canonical URLs.
const SITE = `http://localhost:${APP_PORT}`;
const ADDRESS = "198.51.100.43";

let mcp: McpConnection;

test.beforeAll(async () => {
  mcp = await connectMcp(MCP_URL, ADDRESS);
});
test.afterAll(async () => mcp?.close());

async function api(request: APIRequestContext, path: string) {
  const response = await request.get(`${ORIGIN}${path}`, {
    headers: { "X-Forwarded-For": ADDRESS },
  });
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** A raw POST to /mcp, as a client that does not speak the protocol well would send it. */
async function post(request: APIRequestContext, body: string, type = "application/json") {
  const response = await request.post(MCP_URL, {
    headers: {
      "Content-Type": type,
      Accept: "application/json, text/event-stream",
      "X-Forwarded-For": ADDRESS,
    },
    // A Buffer goes as it is (a string would be sent JSON-encoded).
    data: Buffer.from(body),
  });
  const text = await response.text();
  return { status: response.status(), text, headers: response.headers() };
}

test.describe("MCP server", () => {
  test("lists its tools, each with a description and an input schema", async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "search",
      "get_company",
      "get_person",
      "list_headlines",
      "compare_companies",
      "directory_stats",
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
  });

  test("'which companies do vector databases?' finds LanceDB, Tiger Data and Supabase, as the API does", async ({
    request,
  }) => {
    const answer = await callTool(mcp.client, "search", { query: "vector databases" });
    const results = answer.data!.results as { name: string; url: string }[];
    expect(results.map((company) => company.name).sort()).toEqual([
      "LanceDB",
      "Supabase",
      "Tiger Data",
    ]);
    for (const company of results) expect(company.url).toMatch(`${SITE}/organizations/`);
    expect(results.map((company) => company.url)).toContain(`${SITE}/organizations/lancedb`);
    expect(answer.data!.url).toBe(`${SITE}/organizations?search=vector+databases`);
    const fromApi = await api(
      request,
      "/api/v1/companies?q=vector+databases&sort=relevance&limit=10",
    );
    expect(results).toEqual(fromApi.data);
  });

  test("each search kind and each reading tool answers as the API does", async ({ request }) => {
    const people = await callTool(mcp.client, "search", {
      kind: "people",
      query: "paul",
      limit: 5,
    });
    expect(people.data!.results).toEqual(
      (await api(request, "/api/v1/people?q=paul&limit=5")).data,
    );
    const headlines = await callTool(mcp.client, "search", {
      kind: "headlines",
      query: "series",
      filters: { type: "funding" },
      limit: 5,
    });
    expect(headlines.data!.results).toEqual(
      (await api(request, "/api/v1/headlines?q=series&type=funding&limit=5")).data,
    );
    const tags = await callTool(mcp.client, "search", { kind: "tags", query: "vector" });
    expect(tags.data!.results).toEqual([
      expect.objectContaining({ name: "Vector Database", companies: 3 }),
    ]);

    const company = await callTool(mcp.client, "get_company", { shortname: "supabase" });
    expect(company.data).toEqual(await api(request, "/api/v1/companies/supabase"));
    expect(company.data!.url).toBe(`${SITE}/organizations/supabase`);
    expect((company.data!.funding_rounds as unknown[]).length).toBeGreaterThan(0);
    expect((company.data!.projects as unknown[]).length).toBeGreaterThan(0);

    const person = await callTool(mcp.client, "get_person", { id: 1 });
    expect(person.data).toEqual(await api(request, "/api/v1/people/1"));
    expect(person.data!.url).toBe(`${SITE}/people/1`);

    const news = await callTool(mcp.client, "list_headlines", { company: "supabase", limit: 3 });
    expect(news.data!.headlines).toEqual(
      (await api(request, "/api/v1/headlines?company=supabase&limit=3")).data,
    );
    expect(news.data!.url).toBe(`${SITE}/headlines?company=supabase`);
  });

  test("compares two to four companies and gives the /stats figures", async ({ request }) => {
    const comparison = await callTool(mcp.client, "compare_companies", {
      shortnames: ["supabase", "neon"],
    });
    expect(comparison.data!.url).toBe(`${SITE}/compare?c=neon,supabase`);
    const compared = comparison.data!.companies as { shortname: string; url: string }[];
    expect(compared.map((company) => company.url)).toEqual([
      `${SITE}/organizations/neon`,
      `${SITE}/organizations/supabase`,
    ]);
    const supabase = await api(request, "/api/v1/companies/supabase");
    expect(compared[1]).toMatchObject({ name: supabase.name, year_founded: supabase.year_founded });

    const stats = await callTool(mcp.client, "directory_stats", {});
    expect(stats.data!.url).toBe(`${SITE}/stats`);
    const everyCompany = await api(request, "/api/v1/companies?limit=100");
    expect(stats.data!.companies).toBe(everyCompany.data.length);
  });

  test("offers the datasets and the OpenAPI document as resources", async ({ request }) => {
    const { resources } = await mcp.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      `${SITE}/data/companies.json`,
      `${SITE}/data/companies.csv`,
      `${SITE}/data/headlines.csv`,
      `${SITE}/api/v1/openapi.json`,
    ]);
    const openApi = await mcp.client.readResource({ uri: `${SITE}/api/v1/openapi.json` });
    const [content] = openApi.contents as { text: string }[];
    expect(JSON.parse(content.text)).toEqual(await api(request, "/api/v1/openapi.json"));
    const companies = await mcp.client.readResource({ uri: `${SITE}/data/companies.json` });
    const rows = JSON.parse((companies.contents[0] as { text: string }).text) as unknown[];
    expect(rows.length).toBe((await api(request, "/api/v1/companies?limit=100")).data.length);
  });

  test("bad arguments get the tool's error naming what is wrong", async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        "get_company",
        { shortname: "no-such-company" },
        /No published company has the shortname "no-such-company"/,
      ],
      ["search", { query: "data", limit: 10_000 }, /limit: Too big: expected number to be <=50/],
      ["get_person", { id: "abc" }, /id: Invalid input: expected number, received string/],
      ["search", { query: 42 }, /query: Invalid input: expected string/],
      [
        "search",
        { query: "data", filters: { since: "2025-01-01" } },
        /The filter "since" does not apply/,
      ],
      ["list_headlines", { company: "../etc" }, /No published company has the shortname "..\/etc"/],
      ["compare_companies", { shortnames: ["supabase"] }, /shortnames: Too small/],
      [
        "compare_companies",
        { shortnames: ["supabase", "nope"] },
        /No published company has the shortname "nope"/,
      ],
      ["get_person", { id: 2_147_483_647 }, /No person of a published company has the id/],
    ];
    for (const [name, args, message] of cases) {
      const answer = await callTool(mcp.client, name, args);
      expect(answer.error, `${name} ${JSON.stringify(args)}`).toMatch(message);
    }
    await expect(mcp.client.callTool({ name: "delete_company", arguments: {} })).rejects.toThrow(
      /Tool delete_company not found/,
    );
  });

  test("malformed, oversized and batched requests get a 4xx with a plain message, and nothing changes", async ({
    request,
  }) => {
    const etag = async () =>
      (
        await request.get(`${ORIGIN}/data/companies.json`, {
          headers: { "X-Forwarded-For": ADDRESS },
        })
      ).headers().etag;
    const before = await etag();
    const call = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });

    const malformed = await post(request, '{"jsonrpc": "2.0", "method": ');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text).error).toMatchObject({ code: -32700 });

    const oversized = await post(
      request,
      JSON.stringify({ ...call(1), padding: "x".repeat(70_000) }),
    );
    expect(oversized.status).toBe(413);
    expect(JSON.parse(oversized.text).error.message).toBe("The request is larger than 64 KB.");

    const batch = await post(
      request,
      JSON.stringify(Array.from({ length: 21 }, (_, i) => call(i))),
    );
    expect(batch.status).toBe(400);
    expect(JSON.parse(batch.text).error.message).toBe(
      "A batch may hold at most 20 calls; this one holds 21.",
    );

    const unknownMethod = await post(
      request,
      JSON.stringify({ jsonrpc: "2.0", id: 7, method: "companies/delete" }),
    );
    expect(unknownMethod.status).toBeLessThan(500);
    expect(unknownMethod.text).toMatch(/-32601|Method not found/);

    const notJsonRpc = await post(request, JSON.stringify({ hello: "world" }));
    expect(notJsonRpc.status).toBe(400);

    expect((await post(request, "tools/list", "text/plain")).status).toBe(415);
    const get = await request.get(MCP_URL, { headers: { "X-Forwarded-For": ADDRESS } });
    expect(get.status()).toBe(405);

    expect(await etag()).toBe(before);
  });

  test("answers CORS preflights and carries the API's CORS and rate-limit headers", async ({
    request,
  }) => {
    const preflight = await request.fetch(MCP_URL, {
      method: "OPTIONS",
      headers: {
        Origin: "https://assistant.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, mcp-protocol-version",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers()["access-control-allow-methods"]).toContain("POST");
    expect(preflight.headers()["access-control-allow-headers"]).toMatch(/Mcp-Protocol-Version/i);

    const answer = await post(request, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }));
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    expect(answer.headers["ratelimit-policy"]).toBe('"api";q=600;w=60');
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  test("/llms.txt names the MCP endpoint, the API and the datasets", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/llms.txt`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> /);
    expect(text).toContain(`(${SITE}/mcp)`);
    expect(text).toContain(`(${SITE}/data/companies.json)`);
    expect(text).toContain("`GET /api/v1/companies/{shortname}`");
  });
});
