import { describe, expect, it } from "vitest";
import { canonicalLink } from "@/lib/domain/canonical-link";

describe("a news link's canonical form", () => {
  it("drops tracking parameters and the fragment, keeping the rest in order", () => {
    expect(
      canonicalLink(
        "https://news.example.com/a?utm_source=x&id=7&UTM_Medium=y&fbclid=1&gclid=2&ref=hn&page=2#top",
      ),
    ).toBe("https://news.example.com/a?id=7&page=2");
  });

  it("lowers the scheme and host but not the path, and removes a trailing slash", () => {
    expect(canonicalLink("HTTPS://News.Example.COM:443/Path/To/")).toBe(
      "https://news.example.com/Path/To",
    );
    expect(canonicalLink("http://example.com/")).toBe("http://example.com");
    expect(canonicalLink("https://example.com/a/?utm_source=x")).toBe("https://example.com/a");
  });

  it("refuses what is not an http(s) URL", () => {
    expect(canonicalLink("javascript:alert(1)")).toBeNull();
    expect(canonicalLink("ftp://example.com/file")).toBeNull();
    expect(canonicalLink("/relative/path")).toBeNull();
  });
});
