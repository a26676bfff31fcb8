import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageItems, pageRange } from "@/lib/domain/pagination";
import { platformOfUrl } from "@/lib/domain/social-platform";
import { companyLogoSrc, displayUrl, safeHttpUrl } from "@/lib/domain/urls";

describe("pageItems", () => {
  it("lists every page up to 7", () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("shows the first five pages near the start", () => {
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
  });
  it("shows the last five pages near the end", () => {
    expect(pageItems(19, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });
  it("shows first, last and the current page with its neighbours in the middle", () => {
    expect(pageItems(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
  });
});

describe("page arithmetic", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(31, 15)).toBe(3);
  });
  it("drops a page past the end to the last page", () => {
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });
  it("gives the range text numbers", () => {
    expect(pageRange(3, 15, 40)).toEqual({ from: 31, to: 40, total: 40 });
    expect(pageRange(1, 15, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe("URLs from users", () => {
  it("lets only http(s) URLs become links", () => {
    expect(safeHttpUrl("https://supabase.com")).toBe("https://supabase.com/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:image/png;base64,xx")).toBeNull();
    expect(safeHttpUrl("/relative")).toBeNull();
  });
  it("shows URLs without scheme and www", () => {
    expect(displayUrl("https://www.linkedin.com/in/ada/")).toBe("linkedin.com/in/ada");
  });
  it("follows the logo fallback chain", () => {
    const website = "https://www.example.com/about";
    expect(
      companyLogoSrc({ logo_url: "https://cdn.example.com/l.png", fallback_avatar: true, website }),
    ).toBe("https://cdn.example.com/l.png");
    expect(
      companyLogoSrc({
        logo_url: "https://cdn.example.com/l.png",
        fallback_avatar: false,
        website,
      }),
    ).toBe("/api/favicon?host=example.com");
    expect(companyLogoSrc({ logo_url: "javascript:x", fallback_avatar: true, website: null })).toBe(
      "/placeholder-logo.svg",
    );
  });
  it("names the platform of a post URL from its host", () => {
    expect(platformOfUrl("https://twitter.com/x/status/1").name).toBe("X/Twitter");
    expect(platformOfUrl("https://www.linkedin.com/posts/1").name).toBe("LinkedIn");
    expect(platformOfUrl("https://m.youtube.com/watch?v=1").name).toBe("YouTube");
    expect(platformOfUrl("not a url").name).toBe("Unknown Platform");
  });
});
