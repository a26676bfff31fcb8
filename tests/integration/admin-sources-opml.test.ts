// First: it sets up what Next's modules need before they load.
import { inRequest, sessionCookie, SITE, stubSiteEnv } from "./admin-repositories-request";
import { asc } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/admin/sources/opml/route";
import { useDatabase, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { DRIVERS, freshDatabase, useFreshDatabase } from "./databases";

beforeEach(() => stubSiteEnv());
afterEach(() => vi.unstubAllEnvs());

const OPML = "/api/admin/sources/opml";
const admin = () => sessionCookie("admin@example.com");

async function exportOpml() {
  const request = new Request(`${SITE}${OPML}`, {
    headers: { host: new URL(SITE).host, cookie: await admin() },
  });
  return (await inRequest(request, () => GET(request, {}))).value;
}

async function importOpml(text: string) {
  const request = new Request(`${SITE}${OPML}`, {
    method: "POST",
    headers: { origin: SITE, host: new URL(SITE).host, cookie: await admin() },
    body: text,
  });
  const { value: response } = await inRequest(request, () => POST(request, {}));
  return { status: response.status, body: await response.json() };
}

const sources = (db: Db) =>
  db
    .select({
      url: t.newsSource.url,
      name: t.newsSource.name,
      kind: t.newsSource.kind,
      outlet: t.newsSource.outlet,
      organization_id: t.newsSource.organization_id,
      active: t.newsSource.active,
      interval_minutes: t.newsSource.interval_minutes,
    })
    .from(t.newsSource)
    .orderBy(asc(t.newsSource.url));

const outlet = (url: string, name: string) => ({ url, name, kind: "outlet", outlet: name });

const opml = (outlines: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><head><title>Mine</title></head><body>${outlines}</body></opml>`;

describe.each(DRIVERS)("the news sources as OPML ($name)", ({ driver }) => {
  const database = useFreshDatabase(driver);
  beforeEach(() => useDatabase(database()));

  it("exports every source, and importing the file into an empty database gives the same sources", async () => {
    const { db } = database();
    await db
      .insert(t.newsSource)
      .values([
        outlet("https://news.example.com/rss.xml", "Example News"),
        outlet("https://rd.example.com/feed?a=1&b=2", `R&D <Weekly> "quoted" it's`),
        outlet("https://json.example.com/feed.json", "JSON News"),
      ]);
    const response = await exportOpml();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/x-opml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="news-sources.opml"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const file = await response.text();
    expect(file).toContain('<opml version="2.0">');
    expect(file).toContain(
      '<outline type="rss" text="R&amp;D &lt;Weekly&gt; &quot;quoted&quot; it&apos;s" title="R&amp;D &lt;Weekly&gt; &quot;quoted&quot; it&apos;s" xmlUrl="https://rd.example.com/feed?a=1&amp;b=2"/>',
    );

    const empty = await freshDatabase(driver);
    try {
      useDatabase(empty);
      expect(await importOpml(file)).toEqual({
        status: 200,
        body: {
          ok: true,
          message: "OPML import: 3 added, 0 skipped (already present), 0 invalid.",
          added: 3,
          skipped: [],
          invalid: [],
        },
      });
      expect(await sources(empty.db)).toEqual(await sources(db));
      expect(await empty.db.$count(t.changeHistory)).toBe(3);
    } finally {
      await empty.close();
    }
  });

  it("adds each new feed as an active outlet named by its title, skipping those present and telling the invalid ones", async () => {
    const { db } = database();
    await db.insert(t.newsSource).values(outlet("https://present.example.com/feed", "Present"));
    const file = opml(`
      <outline text="Tech"><outline type="rss" title="  The  New Stack " text="TNS" xmlUrl="https://thenewstack.example.com/feed/"/></outline>
      <outline text="Text only" xmlurl="https://text.example.com/rss"/>
      <outline xmlUrl="https://nameless.example.com/atom.xml"/>
      <outline title="Present again" xmlUrl="https://present.example.com/feed"/>
      <outline title="Twice" xmlUrl="https://text.example.com/rss"/>
      <outline title="Script" xmlUrl="javascript:alert(1)"/>
      <outline text="A folder, no feed"/>`);
    const { status, body } = await importOpml(file);
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      message: "OPML import: 3 added, 2 skipped (already present), 1 invalid.",
      added: 3,
      skipped: [
        "https://present.example.com/feed: already a source",
        "https://text.example.com/rss: listed twice in the file",
      ],
      invalid: [
        "Feed 6 (Script): URL must be an http(s) URL, such as https://example.com/feed.xml",
      ],
    });
    const added = (await sources(db)).filter((source) => source.name !== "Present");
    expect(added).toEqual([
      {
        ...outlet("https://nameless.example.com/atom.xml", "nameless.example.com"),
        organization_id: null,
        active: true,
        interval_minutes: 60,
      },
      {
        ...outlet("https://text.example.com/rss", "Text only"),
        organization_id: null,
        active: true,
        interval_minutes: 60,
      },
      {
        ...outlet("https://thenewstack.example.com/feed/", "The New Stack"),
        organization_id: null,
        active: true,
        interval_minutes: 60,
      },
    ]);
    const history = await db
      .select({ type: t.changeHistory.entity_type, action: t.changeHistory.action })
      .from(t.changeHistory);
    expect(history).toEqual(Array(3).fill({ type: "news_source", action: "create" }));
  });

  it("refuses a file declaring XML entities, and one that is not OPML, importing nothing", async () => {
    const { db } = database();
    const bomb = `<?xml version="1.0"?><!DOCTYPE opml [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${opml(
      '<outline title="&b;" xmlUrl="https://bomb.example.com/feed"/>',
    ).replace(/^<\?xml[^>]*>/, "")}`;
    expect(await importOpml(bomb)).toEqual({
      status: 400,
      body: {
        ok: false,
        message:
          "Nothing was imported: The file declares XML entities, which are never expanded: it is not read.",
      },
    });
    expect(await importOpml("<html><body>Not a list</body></html>")).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Nothing was imported: This is not an OPML file: it has no <opml> element.",
      },
    });
    expect(await importOpml(opml('<outline text="Folder"/>'))).toMatchObject({
      status: 400,
      body: {
        message: "Nothing was imported: the file lists no feed (no outline with an xmlUrl).",
      },
    });
    expect(await sources(db)).toEqual([]);
    expect(await db.$count(t.changeHistory)).toBe(0);
  });
});
