import { beforeEach, describe, expect, it } from "vitest";
import { GET as jsonFeed } from "@/app/(public)/headlines/feed.json/route";
import { GET as rssFeed } from "@/app/(public)/headlines/feed.xml/route";
import { GET as companyFeed } from "@/app/(public)/organizations/[shortname]/headlines/feed.xml/route";
import { saveHeadline } from "@/lib/admin/headlines/save-headline";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import { parseFeed } from "@/lib/feeds/parse-feed";
import { headlineSchema } from "@/lib/validation/headline";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

const SITE = "http://localhost:3000";
const get = (path: string) => new Request(`${SITE}${path}`);

// What a reader's feed reader sees: the site's own feed reader parses each answer.
async function titlesOf(response: Response) {
  expect(response.status).toBe(200);
  const parsed = await parseFeed(await response.text(), `${SITE}/headlines`, new Date());
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.feed.items.map((item) => item.title).sort();
}

describe.each(DRIVERS)("the headline feeds on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let shortname: string;

  beforeEach(async () => {
    useDatabase(database());
    const company = await createCompany(database().db, companyFixture({ name: "Neon" }));
    shortname = company.shortname;
    const headlines = [
      ["Neon raises $100M Series C", "funding"],
      ["Neon ships branching", "announcement"],
      ["Neon in the news", "media_mention"],
    ] as const;
    for (const [index, [description, type]] of headlines.entries()) {
      const saved = await saveHeadline(
        TEST_ADMIN,
        null,
        headlineSchema.parse({
          url: `https://news.example/${index}`,
          description,
          headline_type: type,
          headline_date: "2026-11-20",
          organization_ids: [company.id],
        }),
      );
      expect(saved.ok).toBe(true);
    }
  });

  it("serves every headline, or one type's, as RSS 2.0 and as JSON Feed 1.1", async () => {
    const all = ["Neon in the news", "Neon raises $100M Series C", "Neon ships branching"];
    expect(await titlesOf(await rssFeed(get("/headlines/feed.xml")))).toEqual(all);
    expect(await titlesOf(await jsonFeed(get("/headlines/feed.json")))).toEqual(all);

    const funding = await rssFeed(get("/headlines/feed.xml?type=funding"));
    expect(await titlesOf(funding)).toEqual(["Neon raises $100M Series C"]);
    const json = await jsonFeed(get("/headlines/feed.json?type=funding"));
    expect(json.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    const body = JSON.parse(await json.clone().text());
    expect(body).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      feed_url: expect.stringMatching(/\/headlines\/feed\.json\?type=funding$/),
      items: [{ title: "Neon raises $100M Series C", url: "https://news.example/0" }],
    });
    expect(await titlesOf(json)).toEqual(["Neon raises $100M Series C"]);

    const company = await companyFeed(
      get(`/organizations/${shortname}/headlines/feed.xml?type=announcement`),
      {
        params: Promise.resolve({ shortname }),
      },
    );
    expect(await titlesOf(company)).toEqual(["Neon ships branching"]);
  });

  it("answers an unknown type with a 400 naming the parameter", async () => {
    for (const response of [
      await rssFeed(get("/headlines/feed.xml?type=rumour")),
      await jsonFeed(get("/headlines/feed.json?type=rumour")),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(
        "type must be one of funding, media_mention, announcement, news_and_views",
      );
    }
  });
});
