import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { CACHED_ROUTES_PREFIX, DETAIL_PAGES, detailPageOf, LISTS, PAGES } from "@/lib/routes";

describe("the route table", () => {
  it("has the proxy see every list, every detail page and the cached routes", () => {
    for (const { path } of [...LISTS, ...DETAIL_PAGES]) expect(config.matcher).toContain(path);
    expect(config.matcher).toContain(`${CACHED_ROUTES_PREFIX}/:path*`);
  });

  it("serves each page and list from a cached route of its own", () => {
    const cached = [...PAGES, ...LISTS].map(({ cachedRoute }) => cachedRoute);
    expect(new Set(cached).size).toBe(cached.length);
    for (const route of cached) expect(route.startsWith(`${CACHED_ROUTES_PREFIX}/`)).toBe(true);
  });

  it("names the subject of a detail page and the 404 view of a missing one", () => {
    expect(detailPageOf("/organizations/acme")).toMatchObject({
      key: "acme",
      route: { subject: "company", missing: "company" },
    });
    expect(detailPageOf("/organizations/acme/headlines/2")).toMatchObject({
      key: "acme",
      route: { subject: "company", missing: "organization" },
    });
    expect(detailPageOf("/people/12")).toMatchObject({
      key: "12",
      route: { subject: "person", missing: "person" },
    });
    expect(detailPageOf("/organizations/acme/card.png")).toBeNull();
    expect(detailPageOf("/about")).toBeNull();
  });
});
