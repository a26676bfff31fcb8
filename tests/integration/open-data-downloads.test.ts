import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as companiesCsvRoute } from "@/app/(public)/data/companies.csv/route";
import { GET as companiesJsonRoute } from "@/app/(public)/data/companies.json/route";
import { GET as headlinesCsvRoute } from "@/app/(public)/data/headlines.csv/route";
import { useDatabase, type Database } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { forgetAfterWrite } from "@/lib/redis/write-news";
import { seedDemoData } from "@/lib/seed/demo-data";
import { runImport } from "./batch-rows";
import { freshDatabase } from "./databases";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/data/x", { headers });

// The three files as a visitor downloads them from the database in use.
async function download() {
  forgetAfterWrite();
  const [json, companiesCsv, headlinesCsv] = await Promise.all(
    [companiesJsonRoute, companiesCsvRoute, headlinesCsvRoute].map((route) => route(request())),
  );
  return {
    responses: { json, companiesCsv, headlinesCsv },
    json: await json.text(),
    companiesCsv: await companiesCsv.text(),
    headlinesCsv: await headlinesCsv.text(),
  };
}

// What a company's public page shows, keyed by name: without the database's own ids, dates
// and shortnames, and without what the files cannot carry (the headline CSV has no media
// outlet column and takes no OSS News & Views headline).
async function publicPages(db: Database) {
  const rows = await selectRows<{ shortname: string }>(
    db.db,
    sql`select shortname from organization where published and not is_dummy order by name`,
  );
  const pages: Record<string, unknown> = {};
  for (const { shortname } of rows) {
    const company = await getCompanyByShortname(shortname);
    if (!company) throw new Error(`${shortname} has no public page`);
    const shown: Partial<typeof company> = { ...company };
    for (const key of ["id", "shortname", "date_added", "date_updated"] as const) delete shown[key];
    const headlines = company.recent_headlines
      .filter((h) => h.headline_type !== "news_and_views")
      .map(({ id: _h, media_outlet: _m, ...h }) => h)
      .sort((a, b) => a.url.localeCompare(b.url) || a.description.localeCompare(b.description));
    pages[company.name] = JSON.parse(
      JSON.stringify(
        {
          ...shown,
          headline_count: headlines.length,
          recent_headlines: headlines,
          websites: company.websites.map((w) => w.url),
        },
        (key, value) => (key === "id" ? undefined : value),
      ),
    );
  }
  return pages;
}

describe("the /data downloads", () => {
  it("import through the batch import into an empty database, whose public pages then match", async () => {
    const source = await freshDatabase("pglite");
    useDatabase(source);
    await seedDemoData(source.db);
    // A company visitors may not see, a dummy one and an unpublished headline stay out.
    const [hidden] = await selectRows<{ name: string }>(
      source.db,
      sql`update organization set published = false
        where id = (select min(id) from organization) returning name`,
    );
    const [dummy] = await selectRows<{ name: string }>(
      source.db,
      sql`update organization set is_dummy = true
        where id = (select max(id) from organization) returning name`,
    );
    const [draft] = await selectRows<{ url: string }>(
      source.db,
      sql`update headline set published = false
        where id = (select min(id) from headline where headline_type = 'funding') returning url`,
    );
    const first = await download();
    const before = await publicPages(source);
    const [{ n: published }] = await selectRows<{ n: number }>(
      source.db,
      sql`select count(*)::int as n from organization where published and not is_dummy`,
    );
    await source.close();

    const { json, companiesCsv, headlinesCsv } = first.responses;
    const date = new Date().toISOString().slice(0, 10);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("content-disposition")).toBe(
      `attachment; filename="coss-companies-${date}.json"`,
    );
    expect(companiesCsv.headers.get("content-disposition")).toBe(
      `attachment; filename="coss-companies-${date}.csv"`,
    );
    expect(headlinesCsv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headlinesCsv.headers.get("content-disposition")).toBe(
      `attachment; filename="coss-headlines-${date}.csv"`,
    );
    expect(json.headers.get("cache-control")).toMatch(/s-maxage=3600/);
    const companies = JSON.parse(first.json) as {
      name: string;
      published: boolean;
      projects: { repository: unknown }[];
      open_source: unknown;
    }[];
    expect(companies).toHaveLength(published);
    expect(Object.keys(before)).toHaveLength(published);
    const names = companies.map((c) => c.name);
    expect(names).not.toContain(hidden.name);
    expect(names).not.toContain(dummy.name);
    expect(companies.every((c) => c.published)).toBe(true);
    // No GitHub figures in the demo data: each project and company says so with null.
    expect(companies.flatMap((c) => c.projects).every((p) => p.repository === null)).toBe(true);
    expect(companies.every((c) => c.open_source === null)).toBe(true);
    expect(first.companiesCsv.split("\r\n")[0]).toBe(
      "company_name,year_founded,location,description,websites,key_people," +
        "linkedin_profiles,oss_projects,project_resources,total_funding," +
        "funding_millions,stars,star_gain_90d,stars_as_of",
    );
    expect(first.companiesCsv).not.toContain(hidden.name);
    expect(first.headlinesCsv).not.toContain(draft.url);
    expect(first.headlinesCsv).not.toContain(",news_and_views,");

    const empty = await freshDatabase("pglite");
    useDatabase(empty);
    const imported = await runImport("companies-json", first.json);
    expect(imported.done).toEqual({
      type: "done",
      ok: true,
      summary: [`Batch processing complete! ✅ ${published} successful, ❌ 0 failed`],
    });
    const headlines = await runImport("headlines-csv", first.headlinesCsv);
    expect(headlines.logs.filter((line) => line.startsWith("❌"))).toEqual([]);
    expect(headlines.done?.ok).toBe(true);
    expect(await publicPages(empty)).toEqual(before);
    const second = await download();
    await empty.close();
    expect(second.json).toBe(first.json);
    expect(second.companiesCsv).toBe(first.companiesCsv);
    expect(second.headlinesCsv).toBe(first.headlinesCsv);

    // The companies CSV imports cleanly too, with fewer fields (no tags, socials...).
    const forCsv = await freshDatabase("pglite");
    useDatabase(forCsv);
    const fromCsv = await runImport("companies-csv", first.companiesCsv);
    const csvNames = await selectRows<{ name: string }>(
      forCsv.db,
      sql`select name from organization`,
    );
    await forCsv.close();
    expect(fromCsv.done).toEqual({
      type: "done",
      ok: true,
      summary: [`Successfully imported ${published} organizations`],
    });
    expect(csvNames.map((row) => row.name).sort()).toEqual([...names].sort());
  }, 300_000);

  it("answers 304 to a client holding the current version, and another ETag after a write", async () => {
    const db = await freshDatabase("pglite");
    useDatabase(db);
    await seedDemoData(db.db);
    forgetAfterWrite();
    const first = await companiesJsonRoute(request());
    // A client that cancels the download is no failure of it: nothing is logged.
    const logged = vi.spyOn(console, "error");
    await first.body?.cancel();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await headlinesCsvRoute(request({ "if-none-match": etag }));
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");

    await db.db.execute(sql`update organization set published = false
      where id = (select min(id) from organization where published)`);
    forgetAfterWrite();
    const changed = await companiesJsonRoute(request({ "if-none-match": etag }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    await changed.body?.cancel();
    await db.close();
  });
});
