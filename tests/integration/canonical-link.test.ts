import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { selectValues } from "@/lib/db/rows";
import { DRIVERS, useFreshDatabase } from "./databases";

// canonical_link(), the database's one rule for comparing news links.
describe.each(DRIVERS)("a news link's canonical form ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  const canonical = async (link: string) =>
    (await selectValues(database().db, { value: sql<string | null>`canonical_link(${link})` }))
      .value;

  it("drops tracking parameters and the fragment, keeping the rest in order", async () => {
    expect(
      await canonical(
        "https://news.example.com/a?utm_source=x&id=7&UTM_Medium=y&fbclid=1&gclid=2&ref=hn&page=2#top",
      ),
    ).toBe("https://news.example.com/a?id=7&page=2");
  });

  it("lowers the scheme and host but not the path, and removes default ports and trailing slashes", async () => {
    expect(await canonical("HTTPS://News.Example.COM:443/Path/To/")).toBe(
      "https://news.example.com/Path/To",
    );
    expect(await canonical("http://example.com:80/")).toBe("http://example.com");
    expect(await canonical("http://example.com:8080/a")).toBe("http://example.com:8080/a");
    expect(await canonical(" https://example.com/a/?utm_source=x ")).toBe("https://example.com/a");
  });

  it("is null for what is not an http(s) URL", async () => {
    for (const link of ["javascript:alert(1)", "ftp://example.com/file", "/relative/path"]) {
      expect(await canonical(link)).toBeNull();
    }
  });

  it("is every headline's, stored beside its link", async () => {
    const [row] = await database()
      .db.insert(t.headline)
      .values({
        headline_type: "funding",
        url: "https://News.example.com/neon/?utm_campaign=feed#comments",
        description: "Neon raises",
      })
      .returning({ canonical: t.headline.canonical_url });
    expect(row.canonical).toBe("https://news.example.com/neon");
  });
});
