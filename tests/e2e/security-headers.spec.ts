import { expect, test, type Page } from "@playwright/test";
import { devSignIn } from "./helpers";

// The site's Content-Security-Policy is on for every response: no page may break it, and the
// other security headers come with it.
const PUBLIC_PAGES = [
  "/",
  "/organizations",
  "/organizations?view=table&tags=1",
  "/organizations/supabase",
  "/organizations/supabase/headlines",
  "/people",
  "/headlines",
  "/headlines?q=funding",
  "/showcase",
  "/about",
  "/submit",
  "/contact",
  "/login",
  "/no-such-page",
];
const ADMIN_PAGES = ["/admin", "/admin/submissions"];
const EMBEDDED_FORMS = ["/embed/company", "/embed/headline", "/embed/contact"];

/** Records CSP violations reported in the page and its frames. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`);
    });
  });
  return violations;
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    await page.waitForLoadState("load");
  }
}

test("public pages, admin pages and the embedded forms load without a CSP violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visitAll(page, [...PUBLIC_PAGES, ...EMBEDDED_FORMS]);
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await visitAll(page, [...ADMIN_PAGES, "/organizations/supabase", "/headlines"]);
  expect(violations).toEqual([]);
});

test("the policy forbids plugins, foreign bases and forms, and framing except for the forms", async ({
  request,
}) => {
  const page = await request.get("/");
  const policy = page.headers()["content-security-policy"];
  for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["strict-transport-security"]).toBeUndefined(); // NEXTAUTH_URL is http

  const form = await request.get("/embed/company");
  expect(form.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(form.headers()["x-frame-options"]).toBeUndefined();
});

test("a route handler's own policy wins over the site's, which fills in the rest", async ({
  request,
}) => {
  // The favicon route answers images and redirects only, under a policy that allows nothing.
  const icon = await request.get("/api/favicon?host=unknown-company.example", { maxRedirects: 0 });
  expect(icon.status()).toBe(307);
  expect(icon.headers()["content-security-policy"]).toBe("default-src 'none'");
  expect(icon.headers()["x-frame-options"]).toBe("DENY");
  expect(icon.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(icon.headers()["permissions-policy"]).toContain("camera=()");
  // A page keeps the site's policy.
  const page = await request.get("/about");
  expect(page.headers()["content-security-policy"]).toContain("script-src 'self'");
});

test("admin and session-dependent answers are private and never stored", async ({ page }) => {
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const path of [
    "/admin",
    "/admin/submissions",
    "/api/admin/stats",
    "/api/organizations/adjacent?shortname=supabase",
  ]) {
    const response = await page.request.get(path);
    const cacheControl = response.headers()["cache-control"] ?? "";
    expect(cacheControl, path).toContain("private");
    expect(cacheControl, path).toContain("no-store");
  }
});
