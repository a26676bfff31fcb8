import { asc } from "drizzle-orm";
import { resolveRouteData } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as headlinesFeed } from "@/app/(public)/headlines/feed.xml/route";
import { GET as companyFeed } from "@/app/(public)/organizations/[shortname]/headlines/feed.xml/route";
import sitemap from "@/app/sitemap";
import { saveHeadline } from "@/lib/admin/headlines/save-headline";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { getSiteInfo } from "@/lib/queries/site-info";
import { siteUrl } from "@/lib/site-url";
import { headlineSchema } from "@/lib/validation/headline";
import { TEST_ADMIN } from "../fixtures/admin";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";
import { allowedInXml, textsAt, XML_CORPUS, xmlTexts } from "../fixtures/strict-xml";

// PostgreSQL text cannot hold NUL: such a save is refused before any XML could show it.
const STORABLE = XML_CORPUS.filter(({ text }) => !text.includes("\u0000"));

// Each text of the corpus typed as a company's name and as the title of a headline about it,
// saved as the admin saves them; the site's XML then read by a strict XML 1.0 parser.
describe.each(DRIVERS)("XML written from what curators typed, on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let stored: { shortname: string; name: string; title: string }[];

  beforeEach(async () => {
    useDatabase(database());
    const { db } = database();
    for (const [index, { text }] of STORABLE.entries()) {
      const company = await createCompany(db, companyFixture({ name: text, websites: [] }));
      const saved = await saveHeadline(
        TEST_ADMIN,
        null,
        headlineSchema.parse({
          url: `https://news.example/${index}`,
          description: text,
          headline_type: "funding",
          headline_date: "2025-01-31",
          organization_ids: [company.id],
        }),
      );
      expect(saved.ok).toBe(true);
    }
    // As the editor shows them (the drivers store a lone surrogate as U+FFFD).
    const names = await db
      .select({ shortname: t.organization.shortname, name: t.organization.name })
      .from(t.organization)
      .orderBy(asc(t.organization.id));
    const titles = await db
      .select({ title: t.headline.description })
      .from(t.headline)
      .orderBy(asc(t.headline.id));
    stored = names.map((company, index) => ({ ...company, title: titles[index].title }));
  });

  const sorted = (texts: string[]) => [...texts].sort();

  it("the headlines feed parses and shows every title and company without what XML forbids", async () => {
    const response = await headlinesFeed(new Request("http://localhost/headlines/feed.xml"));
    expect(response.status).toBe(200);
    const texts = xmlTexts(await response.text());
    const titles = textsAt(texts, "rss/channel/item/title");
    expect(sorted(titles)).toEqual(sorted(stored.map(({ title }) => allowedInXml(title))));
    expect(titles).toContain(`Café Zürich & <Søn> "quoted" 'single'`);
    expect(titles).toContain("Launch 😀");
    expect(titles).toContain("A\u007FB");
    const categories = textsAt(texts, "rss/channel/item/category");
    for (const { name } of stored) expect(categories).toContain(allowedInXml(name));
  });

  it("each company's feed parses, titled with its name without what XML forbids", async () => {
    const site = await getSiteInfo();
    for (const { shortname, name, title } of stored) {
      const response = await companyFeed(new Request(`http://localhost/x`), {
        params: Promise.resolve({ shortname }),
      });
      expect(response.status).toBe(200);
      const texts = xmlTexts(await response.text());
      expect(textsAt(texts, "rss/channel/title")).toEqual([
        `${allowedInXml(name)} - Headlines | ${site.name}`,
      ]);
      expect(textsAt(texts, "rss/channel/description")).toEqual([
        `News about ${allowedInXml(name)}`,
      ]);
      expect(textsAt(texts, "rss/channel/item/title")).toEqual([allowedInXml(title)]);
    }
  });

  it("the sitemap parses and links every company, whatever its shortname holds", async () => {
    // The table takes any shortname, though the write paths keep to the slug format.
    const odd = "r&d<\uFFFE>\u0001'";
    await database()
      .db.insert(t.organization)
      .values({ name: "Odd", shortname: odd, published: true });
    const texts = xmlTexts(resolveRouteData(await sitemap(), "sitemap"));
    const pages = textsAt(texts, "urlset/url/loc")
      .filter((url) => url.startsWith(`${siteUrl()}/organizations/`))
      .map((url) => decodeURIComponent(new URL(url).pathname.split("/")[2]));
    const shortnames = [...stored.map(({ shortname }) => shortname), odd];
    expect(sorted(pages)).toEqual(
      sorted(shortnames.flatMap((shortname) => [shortname, shortname])),
    );
  });
});
