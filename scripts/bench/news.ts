import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite, type Db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { selectRows } from "@/lib/db/rows";
import type { Candidate } from "@/lib/feeds/item-candidate";
import { storeCandidates } from "@/lib/feeds/store-candidates";
import { startLocalServer, type Routes } from "@/tests/fixtures/local-server";
import { BENCH_DATA_DIR } from "./data";
import { runWatchedScript, type WatchedRun } from "./watched-script";

// The news sources on the large data: 200 outlets' feeds of 50 items each on a local stand-in
// (half the items name a company of the data), polled as cron polls them (npm run sync:news,
// one process), then polled again; then the dedupe check's cost per item against the data's
// 100,000 headlines, for items known by their link, syndicated copies, and new ones. On a
// copy of the benchmark database, which the polls fill with candidates.

export const BENCH_NEWS_DIR = ".data/bench-news";
const SOURCES = 200;
const ITEMS = 50;
const DEDUPE_ITEMS = 1000;

export type PollRun = WatchedRun & { rowsWritten: number; added: number };
export type DedupeRow = { label: string; items: number; added: number; msPerItem: number };
export type NewsBench = {
  sources: number;
  items: number;
  first: PollRun;
  second: PollRun;
  dedupe: DedupeRow[];
};

const day = (offset: number) => new Date(Date.UTC(2026, 9, 1) - offset * 86_400_000);

/** The stand-in: feed n's items, newest first; the even ones name company n. */
function feedRoutes(companies: string[]): Routes {
  const routes: Routes = {};
  companies.forEach((company, feed) => {
    const items = Array.from({ length: ITEMS }, (_, n) => {
      const title =
        n % 2 === 0 ? `${company} ships release ${n}` : `Markets today, part ${feed}.${n}`;
      return `<item><title>${title}</title><link>https://bench-news.example.com/${feed}/${n}</link><pubDate>${day(n).toUTCString()}</pubDate><description>Item ${n} of feed ${feed}.</description></item>`;
    });
    routes[`/feed/${feed}.xml`] = {
      status: 200,
      headers: { "content-type": "application/rss+xml" },
      body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${feed}</title>${items.join("")}</channel></rss>`,
    };
  });
  return routes;
}

const rowsWritten = async (db: Db) => {
  const [row] = await selectRows<{ rows: number }>(
    db,
    sql`select ((select count(*) from headline) + (select count(*) from headlineorganization))::int as rows`,
  );
  return row.rows;
};

async function withCopy<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openPglite(path.join(BENCH_NEWS_DIR, "pgdata"));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The copy, migrated, with the names of 200 companies for the feeds to name. */
async function prepareCopy(): Promise<string[]> {
  fs.rmSync(BENCH_NEWS_DIR, { recursive: true, force: true });
  fs.cpSync(BENCH_DATA_DIR, BENCH_NEWS_DIR, { recursive: true, dereference: true });
  const database = await openPglite(path.join(BENCH_NEWS_DIR, "pgdata"));
  try {
    await applyMigrations(database);
    const rows = await selectRows<{ name: string }>(
      database.db,
      sql`select name from organization where published and length(name) >= 5
        order by md5(shortname) limit ${SOURCES}`,
    );
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

async function poll(): Promise<PollRun> {
  const before = await withCopy(rowsWritten);
  const run = await runWatchedScript("scripts/sync-news.ts", [], {
    DATA_DIR: BENCH_NEWS_DIR,
    DATABASE_URL: "",
    SAFE_FETCH_ALLOW_LOOPBACK: "true",
    NEXTAUTH_URL: "http://localhost:3000",
  });
  const after = await withCopy(rowsWritten);
  const added = Number(/(\d+) items added/.exec(run.output)?.[1] ?? NaN);
  console.log(`  ${run.output.split("\n").at(-1)} in ${run.seconds.toFixed(1)} s`);
  return { ...run, rowsWritten: after - before, added };
}

// Candidates like a poll's, from the data's headlines: their links (known), new links with
// their titles, companies and dates (syndicated copies), or new links and titles (new).
async function dedupeCandidates(db: Db, kind: "known" | "syndicated" | "new") {
  const rows = await selectRows<Candidate & { organization_id: number }>(
    db,
    sql`select h.url, h.description, h.headline_date::text as headline_date, ho.organization_id
      from headline h join headlineorganization ho on ho.headline_id = h.id
      where h.source_id is null and h.headline_date is not null order by md5(h.id::text) limit ${DEDUPE_ITEMS}`,
  );
  return rows.map((row, n): Candidate => ({
    description: kind === "new" ? `A new story ${n}` : row.description,
    url: kind === "known" ? row.url : `https://bench-dedupe.example.com/${kind}/${n}`,
    headline_date: row.headline_date ?? "2026-10-01",
    media_outlet: "Bench",
    headline_type: "media_mention",
    round_type: null,
    total_amount: null,
    match_reasons: [{ organization_id: row.organization_id, reason: "bench" }],
  }));
}

/** The dedupe check and insert, 50 items a call as a poll stores them, per item. */
async function measureDedupe(): Promise<DedupeRow[]> {
  return withCopy(async (db) => {
    const [{ id: source }] = await selectRows<{ id: number }>(
      db,
      sql`select min(id) as id from news_source`,
    );
    const rows: DedupeRow[] = [];
    for (const kind of ["known", "syndicated", "new"] as const) {
      const candidates = await dedupeCandidates(db, kind);
      let added = 0;
      const started = performance.now();
      for (let at = 0; at < candidates.length; at += ITEMS) {
        added += await storeCandidates(db, source, candidates.slice(at, at + ITEMS));
      }
      const ms = performance.now() - started;
      rows.push({
        label: kind,
        items: candidates.length,
        added,
        msPerItem: ms / candidates.length,
      });
    }
    return rows;
  });
}

/** The whole news section: two polls of 200 sources, then the dedupe check's cost. */
export async function measureNews(): Promise<NewsBench> {
  const companies = await prepareCopy();
  const standIn = await startLocalServer(feedRoutes(companies));
  try {
    await withCopy(async (db) => {
      const values = companies.map(
        (_, feed) =>
          sql`(${`${standIn.url}/feed/${feed}.xml`}, ${`Feed ${feed}`}, 'outlet', 'Bench')`,
      );
      await db.execute(
        sql`insert into news_source (url, name, kind, outlet) values ${sql.join(values, sql`, `)}`,
      );
    });
    console.log(`News: polling ${SOURCES} sources of ${ITEMS} items against the stand-in...`);
    const first = await poll();
    await withCopy((db) => db.execute(sql`update news_source set next_due_at = null`));
    const second = await poll();
    console.log(`News: the dedupe check against the data's headlines...`);
    const dedupe = await measureDedupe();
    return { sources: SOURCES, items: ITEMS, first, second, dedupe };
  } finally {
    await standIn.close();
  }
}
