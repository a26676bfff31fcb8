import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pinnedLookup } from "@/lib/net/resolve-host";
import { SafeFetchError, safeFetch } from "@/lib/net/safe-fetch";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    "/hello": { headers: { "content-type": "text/plain", "x-test": "yes" }, body: "hello" },
    "/to-hello": { status: 302, headers: { location: "/hello" } },
    "/to-metadata": { status: 302, headers: { location: "http://169.254.169.254/latest/" } },
    "/to-file": { status: 301, headers: { location: "file:///etc/passwd" } },
    "/loop": (request, response) => {
      const n = Number(new URL(request.url ?? "", "http://x").searchParams.get("n") ?? 0);
      response.writeHead(307, { location: `/loop?n=${n + 1}` }).end();
    },
    "/five-then-hello": (request, response) => {
      const n = Number(new URL(request.url ?? "", "http://x").searchParams.get("n") ?? 0);
      response.writeHead(302, { location: n >= 4 ? "/hello" : `/five-then-hello?n=${n + 1}` });
      response.end();
    },
    "/slow": (_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      response.write("start");
      // Never ends: the time cap must cover the body too.
    },
    "/big": { body: Buffer.alloc(64 * 1024, "a") },
    "/big-chunked": (_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      for (let i = 0; i < 8; i++) response.write(Buffer.alloc(16 * 1024, "b"));
      response.end();
    },
    "/teapot": { status: 418, body: "short and stout" },
    "/authorization": (request, response) => {
      response.writeHead(200).end(request.headers.authorization ?? "none");
    },
    "/to-authorization": { status: 302, headers: { location: "/authorization" } },
    "/to-other-origin": (request, response) => {
      // localhost and 127.0.0.1 are two origins on one server.
      const port = request.socket.localPort;
      response.writeHead(302, { location: `http://localhost:${port}/authorization` }).end();
    },
    "/bad-redirect": { status: 302, headers: { location: "http://[remote-marker" } },
    "/token/secret-path-marker": (_request, response) => {
      response.writeHead(200);
      // Never answers: the timeout's reason must not repeat the URL's path.
    },
  });
});

afterAll(() => server.close());

// The browser-test switch must not leak into these tests from the shell.
beforeEach(() => vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", ""));
afterEach(() => vi.unstubAllEnvs());

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetch", () => {
  it("fetches a local page when loopback is allowed", async () => {
    const response = await safeFetch(`${server.url}/hello`, { allowLoopback: true });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("hello");
    expect(response.headers.get("x-test")).toBe("yes");
    expect(response.url).toBe(`${server.url}/hello`);
  });

  it("returns non-2xx responses for the caller to judge", async () => {
    const response = await safeFetch(`${server.url}/teapot`, { allowLoopback: true });
    expect(response.status).toBe(418);
  });

  it("allows loopback through SAFE_FETCH_ALLOW_LOOPBACK=true (test-only switch)", async () => {
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    const response = await safeFetch(`${server.url}/hello`);
    expect(response.body.toString()).toBe("hello");
  });

  it("ignores SAFE_FETCH_ALLOW_LOOPBACK=true on a site that is not on this machine", async () => {
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
    vi.stubEnv("NEXTAUTH_URL", "https://coss.example.org");
    const error = await failure(safeFetch(`${server.url}/hello`));
    expect(error.reason).toBe("refused to fetch a non-public address: 127.0.0.1");
  });

  it("connects by hostname through the checked addresses", async () => {
    const response = await safeFetch(`${server.url.replace("127.0.0.1", "localhost")}/hello`, {
      allowLoopback: true,
    });
    expect(response.body.toString()).toBe("hello");
  });

  it("refuses loopback by default and names the address", async () => {
    const error = await failure(safeFetch(`${server.url}/hello`));
    expect(error.reason).toBe("refused to fetch a non-public address: 127.0.0.1");
  });

  it("refuses localhost by name", async () => {
    const error = await failure(safeFetch("http://localhost:1/"));
    expect(error.reason).toMatch(/^refused to fetch a non-public address: (127\.0\.0\.1|::1)$/);
  });

  it("only takes SAFE_FETCH_ALLOW_LOOPBACK when it is exactly true", async () => {
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "1");
    await failure(safeFetch(`${server.url}/hello`));
  });

  it.each([
    "file:///etc/passwd",
    "ftp://example.com/x",
    "javascript:alert(1)",
    "data:text/plain,hi",
  ])("refuses the non-http(s) URL %s", async (url) => {
    const error = await failure(safeFetch(url));
    expect(error.reason).toBe("only http(s) URLs may be fetched");
  });

  it("refuses a string that is not a URL", async () => {
    const error = await failure(safeFetch("not a url"));
    expect(error.reason).toBe("invalid URL: not a url");
  });

  it("refuses private and mapped IP literals without touching the network", async () => {
    expect((await failure(safeFetch("http://10.0.0.1/"))).reason).toBe(
      "refused to fetch a non-public address: 10.0.0.1",
    );
    expect((await failure(safeFetch("http://[::ffff:127.0.0.1]/"))).reason).toMatch(
      /^refused to fetch a non-public address: ::ffff:7f00:1$/,
    );
    expect((await failure(safeFetch("http://169.254.169.254/latest/meta-data/"))).reason).toBe(
      "refused to fetch a non-public address: 169.254.169.254",
    );
    // Loopback allowance never opens private ranges.
    const privateLiteral = safeFetch("http://192.168.0.1/", { allowLoopback: true });
    expect((await failure(privateLiteral)).reason).toContain("192.168.0.1");
  });

  it("follows a relative redirect", async () => {
    const response = await safeFetch(`${server.url}/to-hello`, { allowLoopback: true });
    expect(response.body.toString()).toBe("hello");
    expect(response.url).toBe(`${server.url}/hello`);
  });

  it("sends the credentials it was given to their origin only, not to another after a redirect", async () => {
    const asked = (path: string) =>
      safeFetch(`${server.url}${path}`, {
        allowLoopback: true,
        headers: { Authorization: "Bearer secret" },
      }).then((response) => response.body.toString());
    expect(await asked("/to-authorization")).toBe("Bearer secret");
    expect(await asked("/to-other-origin")).toBe("none");
  });

  it("re-checks each redirect: a hop to the metadata address is refused", async () => {
    const error = await failure(safeFetch(`${server.url}/to-metadata`, { allowLoopback: true }));
    expect(error.reason).toBe("refused to fetch a non-public address: 169.254.169.254");
  });

  it("refuses a redirect to a non-http(s) URL", async () => {
    const error = await failure(safeFetch(`${server.url}/to-file`, { allowLoopback: true }));
    expect(error.reason).toBe("only http(s) URLs may be fetched");
  });

  it("follows up to 5 redirects", async () => {
    const response = await safeFetch(`${server.url}/five-then-hello`, { allowLoopback: true });
    expect(response.body.toString()).toBe("hello");
  });

  it("refuses more than 5 redirects", async () => {
    const error = await failure(safeFetch(`${server.url}/loop`, { allowLoopback: true }));
    expect(error.reason).toBe("too many redirects (more than 5)");
  });

  it("gives up on a slow response after the time cap, body included", async () => {
    const started = Date.now();
    const error = await failure(
      safeFetch(`${server.url}/slow`, { allowLoopback: true, timeoutMs: 300 }),
    );
    expect(error.reason).toBe(`timed out after 300 ms fetching from ${new URL(server.url).host}`);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("refuses a body over the size cap (declared length)", async () => {
    const error = await failure(
      safeFetch(`${server.url}/big`, { allowLoopback: true, maxBytes: 1000 }),
    );
    expect(error.reason).toBe("response too large (more than 1000 bytes)");
  });

  it("stops reading a chunked body once it passes the size cap", async () => {
    const error = await failure(
      safeFetch(`${server.url}/big-chunked`, { allowLoopback: true, maxBytes: 20_000 }),
    );
    expect(error.reason).toBe("response too large (more than 20000 bytes)");
  });

  it("cuts a body at the size cap when asked to, declared or chunked", async () => {
    for (const path of ["/big", "/big-chunked"]) {
      const options = { allowLoopback: true, maxBytes: 20_000, truncate: true };
      const response = await safeFetch(`${server.url}${path}`, options);
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(20_000);
    }
  });

  it("sends a HEAD, following its redirects, whatever length the answer declares", async () => {
    const response = await safeFetch(`${server.url}/to-hello`, {
      allowLoopback: true,
      method: "HEAD",
    });
    expect(response.url).toBe(`${server.url}/hello`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
    const big = await safeFetch(`${server.url}/big`, {
      allowLoopback: true,
      method: "HEAD",
      maxBytes: 1000,
    });
    expect(big.status).toBe(200);
  });

  it("reports a network failure", async () => {
    const error = await failure(safeFetch("http://127.0.0.1:1/", { allowLoopback: true }));
    expect(error.reason).toMatch(/^network error fetching from 127\.0\.0\.1:1: [A-Z]/);
  });

  it("names the failure, never what the remote side sent nor the URL's path", async () => {
    const redirect = await failure(
      safeFetch(`${server.url}/bad-redirect`, { allowLoopback: true }),
    );
    expect(redirect.reason).toBe("invalid redirect location");
    const timeout = await failure(
      safeFetch(`${server.url}/token/secret-path-marker`, { allowLoopback: true, timeoutMs: 300 }),
    );
    expect(timeout.reason).not.toContain("secret-path-marker");
  });
});

describe("pinnedLookup (no second DNS lookup)", () => {
  const lookup = pinnedLookup([
    { address: "93.184.215.14", family: 4 },
    { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
  ]);

  it("answers any hostname with the checked addresses only", () => {
    const answers: unknown[] = [];
    lookup("rebound.example", { all: true }, (_error, addresses) => answers.push(addresses));
    lookup("rebound.example", {}, (_error, address, family) => answers.push([address, family]));
    lookup("rebound.example", { family: 6 }, (_error, address) => answers.push(address));
    expect(answers).toEqual([
      [
        { address: "93.184.215.14", family: 4 },
        { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
      ],
      ["93.184.215.14", 4],
      "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
    ]);
  });
});
