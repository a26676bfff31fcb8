import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import {
  BADGE_PREFIX,
  CACHED_ROUTES_PREFIX,
  COMPANY_CARD,
  companyPathOf,
  DETAIL_PAGES,
  detailPageOf,
  LISTS,
  listRouteOf,
  LIVE_ROUTES_PREFIX,
  PAGES,
} from "@/lib/routes";

describe("the route table", () => {
  it("has the proxy see every list, every detail page and the cached routes", () => {
    for (const { path } of [...LISTS, ...DETAIL_PAGES, COMPANY_CARD]) {
      expect(config.matcher).toContain(path);
    }
    expect(config.matcher).toContain(`${CACHED_ROUTES_PREFIX}/:path*`);
    expect(config.matcher).toContain(`${LIVE_ROUTES_PREFIX}/:path*`);
    expect(config.matcher).toContain(`${BADGE_PREFIX}:path*`);
    expect(config.matcher).toContain("/embed/organizations/:shortname");
    expect(config.matcher).toContain("/embed/people/:id");
  });

  it("serves each page and list from a cached route of its own", () => {
    const cached = [...PAGES, ...LISTS].map(({ cachedRoute }) => cachedRoute);
    expect(new Set(cached).size).toBe(cached.length);
    for (const route of cached) expect(route.startsWith(`${CACHED_ROUTES_PREFIX}/`)).toBe(true);
  });

  it("renders a list's free-text search per request, and caches its other states", () => {
    const [companies, people, headlines] = LISTS;
    const routeOf = (list: (typeof LISTS)[number], query: string) =>
      listRouteOf(list, new URLSearchParams(query));
    expect(routeOf(companies, "search=red panda&tags=3,7")).toEqual({
      path: "/live/organizations/search%3Dred%2Bpanda%26tags%3D3%2C7",
      live: true,
    });
    expect(routeOf(companies, "tags=3,7")).toEqual({
      path: "/isr/organizations/tags%3D3%2C7",
      live: false,
    });
    expect(routeOf(people, "search=ada")).toEqual({
      path: "/live/people/search%3Dada",
      live: true,
    });
    expect(routeOf(headlines, "q=funding&page=2")).toEqual({
      path: "/live/headlines/q%3Dfunding%26page%3D2",
      live: true,
    });
    expect(routeOf(headlines, "")).toEqual({ path: "/isr/headlines/default", live: false });
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

  it("finds the shortname in every public path of a company, and writes the path anew", () => {
    for (const rest of ["", "/headlines", "/headlines/2", "/headlines/feed.xml", "/card.png"]) {
      const path = companyPathOf(`/organizations/old-name${rest}`);
      expect(path?.key).toBe("old-name");
      expect(path?.withShortname("new-name")).toBe(`/organizations/new-name${rest}`);
    }
    expect(companyPathOf("/organizations/acme/edit")).toBeNull();
    expect(companyPathOf("/organizations")).toBeNull();
  });
});
