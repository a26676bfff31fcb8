import { expect, test } from "@playwright/test";

// A page rendered once and kept for every visitor must not carry what the request that
// rendered it asked: its path (the 404 page answers many) or its query.

test("a not-found page does not remember the path of the request before", async ({ request }) => {
  const first = await request.get("/organizations/first-missing-qwxz");
  expect(first.status()).toBe(404);
  for (const path of ["/organizations/second-missing-jkvb", "/people/987654321"]) {
    const second = await request.get(path);
    expect(second.status(), path).toBe(404);
    expect(await second.text(), path).not.toContain("first-missing-qwxz");
  }
});

test("a cached page does not carry the query of the request that rendered it", async ({
  request,
}) => {
  // Companies no other test opens, so that this request renders their pages.
  for (const path of ["/organizations/posthog", "/organizations/influxdata/headlines", "/about"]) {
    const marker = `private-${path.length}-zq`;
    const first = await request.get(`${path}?utm_source=${marker}`);
    expect(first.status(), path).toBe(200);
    const later = await request.get(path);
    expect(await later.text(), path).not.toContain(marker);
  }
});
