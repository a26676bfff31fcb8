import { describe, expect, it } from "vitest";
import { VISITOR_QUERY_HEADER, withoutVisitorQuery } from "@/lib/http/query-free-pages.mjs";
import { DETAIL_PAGES, LISTS, PAGES } from "@/lib/routes";

// A sample path of each detail page's pattern ('/organizations/:shortname' → '/organizations/x').
const sample = (path: string) => path.replace(/:(\w+)\?/, "2").replace(/:(\w+)/g, "x");

describe("the URL Next is given for a cached page", () => {
  it("leaves out the visitor's query on every page cached whole, and keeps it aside", () => {
    const paths = [...PAGES.map((page) => page.path), ...DETAIL_PAGES.map((d) => sample(d.path))];
    expect(paths).toContain("/organizations/x");
    for (const path of paths) {
      expect(withoutVisitorQuery(`${path}?utm_source=news&name=Ada`), path).toEqual({
        url: path,
        query: "?utm_source=news&name=Ada",
      });
    }
    expect(VISITOR_QUERY_HEADER).toBe("x-visitor-query");
  });

  it("keeps Next's own navigation parameter", () => {
    expect(withoutVisitorQuery("/organizations/x?_rsc=1a2b&ref=mail")).toEqual({
      url: "/organizations/x?_rsc=1a2b",
      query: "?ref=mail",
    });
    expect(withoutVisitorQuery("/about?_rsc=9")).toEqual({ url: "/about?_rsc=9", query: "" });
  });

  it("leaves every other URL whole: the lists, the API, sign-in and the rest", () => {
    const urls = [
      ...LISTS.map((list) => `${list.path}?page=2`),
      "/api/v1/companies?limit=2",
      "/login?callbackUrl=%2Fadmin",
      "/embedded/headlines/new?url=https%3A%2F%2Fexample.com",
      "/organizations/x/card.png?v=3",
      "/people/1/extra?x=1",
      "/aboutus?x=1",
    ];
    for (const url of urls) expect(withoutVisitorQuery(url), url).toEqual({ url, query: "" });
  });
});
