import { expect, test } from "@playwright/test";
import { asClient, expectNoSeriousViolations, SMOKE } from "./helpers";

test(
  "the API reference shows each endpoint with an example, and the API answers as it says",
  SMOKE,
  async ({ page, request }) => {
    await asClient(page, 61);
    await page.goto("/api");
    await expect(page).toHaveTitle(/^API \| /);
    await expect(page.getByRole("heading", { level: 1, name: "API" })).toBeVisible();
    for (const path of ["/api/v1/companies", "/api/v1/companies/{shortname}", "/api/v1/tags"]) {
      await expect(page.getByRole("heading", { name: `GET ${path}`, exact: true })).toBeVisible();
    }
    const example = page.getByLabel("Example response of /api/v1/companies", { exact: true });
    await expect(example).toContainText('"shortname": "example-data"');
    await expect(page.getByText("curl 'http://localhost:").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "OpenAPI 3.1 document" })).toHaveAttribute(
      "href",
      "/api/v1/openapi.json",
    );
    await expectNoSeriousViolations(page);

    const headers = { "x-forwarded-for": "198.51.100.62" };
    const first = await request.get("/api/v1/companies?limit=2&sort=name:asc", { headers });
    expect(first.status()).toBe(200);
    expect(first.headers()["access-control-allow-origin"]).toBe("*");
    const page1 = await first.json();
    expect(page1.data).toHaveLength(2);
    const again = await request.get("/api/v1/companies?limit=2&sort=name:asc", {
      headers: { ...headers, "if-none-match": first.headers()["etag"] },
    });
    expect(again.status()).toBe(304);
    const bad = await request.get("/api/v1/companies?limit=0", { headers });
    expect(bad.status()).toBe(400);
    expect(bad.headers()["content-type"]).toBe("application/problem+json");
    expect(await bad.json()).toMatchObject({
      parameter: "limit",
      accepted: "an integer from 1 to 100",
    });
    const document = await request.get("/api/v1/openapi.json", { headers });
    expect((await document.json()).openapi).toBe("3.1.0");
  },
);
