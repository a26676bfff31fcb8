import { expect, test } from "@playwright/test";
import { devSignIn, signOut, SMOKE } from "./helpers";

test(
  "an anonymous visit of /admin goes to /login, and the admin sign-in comes back to /admin",
  SMOKE,
  async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();

    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Signed in as admin@example.com")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("aria-current", "page");

    // Back on /login, a signed-in admin is sent on to the remembered path.
    await page.goto("/login?callbackUrl=%2Fadmin");
    await expect(page).toHaveURL("/admin");

    await signOut(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login/);
  },
);

test("deep admin and embedded paths are remembered through sign-in", async ({ page }) => {
  await page.goto("/admin/tags?tab=manage");
  await expect(page).toHaveURL("/login?callbackUrl=%2Fadmin%2Ftags%3Ftab%3Dmanage");
  await page.goto("/embedded/headlines/new?url=https%3A%2F%2Fexample.com");
  await expect(page).toHaveURL(
    "/login?callbackUrl=%2Fembedded%2Fheadlines%2Fnew%3Furl%3Dhttps%253A%252F%252Fexample.com",
  );
});

test("a signed-in non-admin reads Access Denied", async ({ page }) => {
  await devSignIn(page, "visitor@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("does not have admin privileges")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }),
  ).toHaveCount(0);

  // The admin page itself refuses them too, not only the proxy.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await signOut(page);
});

test("an address the server cannot accept is refused with a message", async ({ page }) => {
  await devSignIn(page, "someone@localhost");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Enter a valid email address.",
  );
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("admin routes answer 401 to anonymous callers and 403 to non-admins", async ({
  page,
  request,
}) => {
  const anonymous = await request.get("/api/admin/stats");
  expect(anonymous.status()).toBe(401);

  await devSignIn(page, "visitor@example.com");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  const visitor = await page.request.get("/api/admin/stats");
  expect(visitor.status()).toBe(403);
  await signOut(page);

  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page).toHaveURL("/admin");
  const admin = await page.request.get("/api/admin/stats");
  expect(admin.status()).toBe(200);
  const stats = await admin.json();
  expect(stats.companies).toBeGreaterThanOrEqual(40);
  expect(stats.headlines).toBeGreaterThanOrEqual(80);
});

test("a session lasts 12 hours, and a copy of its cookie is refused once the admin signs out", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins, a sign-out and a second browser: more than the default time on busy cores.
  test.slow();
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page).toHaveURL("/admin");
  const session = (await page.context().cookies()).find((cookie) =>
    cookie.name.endsWith("next-auth.session-token"),
  )!;
  const hoursLeft = (session.expires * 1000 - Date.now()) / 3_600_000;
  expect(hoursLeft).toBeGreaterThan(11.9);
  expect(hoursLeft).toBeLessThanOrEqual(12);

  // Someone copies the cookie; the admin then signs out.
  const copy = await browser.newContext({ baseURL });
  await copy.addCookies([session]);
  const thief = await copy.newPage();
  expect((await thief.request.get("/api/admin/stats")).status()).toBe(200);
  await signOut(page);

  expect((await thief.request.get("/api/admin/stats")).status()).toBe(401);
  await thief.goto("/admin");
  await expect(thief).toHaveURL("/login?callbackUrl=%2Fadmin");
  await expect(thief.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await copy.close();

  // Signing in again opens a new session.
  await devSignIn(page, "admin@example.com", "/login?callbackUrl=%2Fadmin");
  await expect(page).toHaveURL("/admin");
  expect((await page.request.get("/api/admin/stats")).status()).toBe(200);
  await signOut(page);
});
