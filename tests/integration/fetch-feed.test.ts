import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchFeed } from "@/lib/feeds/fetch-feed";
import { startNewsFeedStandIn, type NewsFeedStandIn } from "../fixtures/news-feed-stand-in";

let feeds: NewsFeedStandIn;
beforeAll(async () => {
  feeds = await startNewsFeedStandIn();
  vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
  vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await feeds.close();
});

const none = { etag: null, lastModified: null };
const titles = async (path: string) => {
  const fetched = await fetchFeed(`${feeds.url}${path}`, none);
  if (fetched.outcome !== "feed") throw new Error(`${path}: ${fetched.outcome}`);
  return fetched.feed.items.map((item) => item.title);
};

describe("fetching a feed", () => {
  it("reads RSS, Atom (relative links resolved) and JSON Feed", async () => {
    expect(await titles("/rss.xml")).toEqual([
      "Neon raises $100M Series C",
      "Supabase ships branching",
      "Weather in Berlin",
    ]);
    const atom = await fetchFeed(`${feeds.url}/atom.xml`, none);
    expect(atom.outcome === "feed" && atom.feed.items[0].link).toBe(
      `${feeds.url}/blog/launch-week`,
    );
    expect(await titles("/feed.json")).toEqual(["PostHog opens an office"]);
  });

  it("asks again with the ETag it was given and takes a 304 as nothing new", async () => {
    const first = await fetchFeed(`${feeds.url}/rss.xml`, none);
    expect(first.outcome).toBe("feed");
    if (first.outcome !== "feed") return;
    expect(first.validators.etag).toBe('"feed-v1"');
    expect(await fetchFeed(`${feeds.url}/rss.xml`, first.validators)).toEqual({
      outcome: "unchanged",
    });
    expect(feeds.requests.filter((r) => r.path === "/rss.xml").at(-1)?.ifNoneMatch).toBe(
      '"feed-v1"',
    );
  });

  it("names the feed a web page links to", async () => {
    expect(await fetchFeed(`${feeds.url}/page.html`, none)).toEqual({
      outcome: "failed",
      reason: "This is a web page, not a feed.",
      feedLinks: [{ url: `${feeds.url}/rss.xml`, title: "News" }],
    });
  });

  it("fails with a reason on broken XML, an entity bomb and silence, and reads 1,000 of 10,000 items", async () => {
    const reason = async (path: string, timeoutMs?: number) => {
      const fetched = await fetchFeed(`${feeds.url}${path}`, none, { timeoutMs });
      return fetched.outcome === "failed" ? fetched.reason : fetched.outcome;
    };
    expect(await reason("/broken.xml")).toMatch(/^The feed's XML is broken/);
    expect(await reason("/bomb.xml")).toBe(
      "The feed declares XML entities, which are never expanded: it is not read.",
    );
    expect(await reason("/silent.xml", 300)).toMatch(/^timed out after 300 ms/);
    const many = await fetchFeed(`${feeds.url}/many.xml`, none);
    expect(many.outcome === "feed" && many.feed.items.length).toBe(1000);
    expect(many.outcome === "feed" && many.feed.notes).toEqual([
      "The feed has 10000 items: the first 1,000 are read.",
    ]);
  });
});
