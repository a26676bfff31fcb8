import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { OPEN_REDIRECT_PAYLOADS } from "../fixtures/open-redirects";
import { APP_PORT } from "./servers";

// Every redirect stays on the site: relative (a path), or absolute on NEXTAUTH_URL. Neither
// the Host header nor a redirect target in the query can send a browser anywhere else.
const SITE = `http://localhost:${APP_PORT}`; // NEXTAUTH_URL of the test server
const PUBLIC_HOST = "coss.example.org";

/** The Location of a redirect, which must be a path or on NEXTAUTH_URL. */
function expectOnSite(response: APIResponse) {
  expect(response.status(), response.url()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  const location = response.headers()["location"] ?? "";
  expect(location).toMatch(new RegExp(`^(/(?![/\\\\])|${SITE}/)`));
  return location;
}

async function csrfToken(request: APIRequestContext) {
  const response = await request.get("/api/auth/csrf");
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

test("sign-in, live pages and sign-out redirect on the visitor's host, whatever the Host header", async ({
  request,
}) => {
  const headers = { host: PUBLIC_HOST };
  const noFollow = { headers, maxRedirects: 0 };

  const signIn = await request.post("/api/auth/callback/dev-login", {
    ...noFollow,
    form: {
      email: "admin@example.com",
      csrfToken: await csrfToken(request),
      callbackUrl: "/api/preview/enter?next=%2Fadmin",
    },
  });
  expect(expectOnSite(signIn)).toBe("/api/preview/enter?next=%2Fadmin");

  const enter = await request.get("/api/preview/enter?next=%2Fadmin", noFollow);
  expect(expectOnSite(enter)).toBe("/admin");
  expect(enter.headers()["cache-control"]).toBe("private, no-store");

  const admin = await request.get("/admin", noFollow);
  expect(admin.status()).toBe(200);

  const signOut = await request.post("/api/auth/signout", {
    ...noFollow,
    form: { csrfToken: await csrfToken(request), callbackUrl: "/api/preview/exit" },
  });
  expect(expectOnSite(signOut)).toBe("/api/preview/exit");

  const exit = await request.get("/api/preview/exit", noFollow);
  expect(expectOnSite(exit)).toBe("/");

  // Anonymous again: the proxy sends /admin to the sign-in page, on the same host.
  const login = await request.get("/admin/tags?tab=manage", noFollow);
  expect(expectOnSite(login)).toBe("/login?callbackUrl=%2Fadmin%2Ftags%3Ftab%3Dmanage");
});

test("no redirect target in the query leads off the site", async ({ request }) => {
  const noFollow = { maxRedirects: 0 };
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    const target = encodeURIComponent(payload);
    expectOnSite(await request.get(`/api/preview/enter?next=${target}`, noFollow));
    expectOnSite(await request.get(`/api/auth/signin?callbackUrl=${target}`, noFollow));
    const signOut = await request.post("/api/auth/signout", {
      ...noFollow,
      form: { csrfToken: await csrfToken(request), callbackUrl: payload },
    });
    expectOnSite(signOut);
  }
});
