import { sql } from "drizzle-orm";
import { openEmbedded } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { COLD_REQUESTS, splitWarmup, WARMUP_REQUESTS, type ColdUrls } from "./cold-paths";
import { BENCH_DATA_DIR } from "./data";

/** The open-data section's URLs, read from the benchmark data (the same on every run). */
export type OpenDataPaths = {
  /** The company list without filters: one distinct page size each. */
  plainLists: ColdUrls;
  /** The company list with a search (and every other one a type). */
  filteredLists: ColdUrls;
  /** Company details. */
  details: ColdUrls;
  /** Published companies: what a cursor walk must see, each once. */
  published: number;
  /** The page of the published company with the most valuations: one with charts. */
  chartCompany: string | null;
};

const API = "/api/v1/companies";
const PICKED = COLD_REQUESTS + WARMUP_REQUESTS;

// A list's warm-up: its first URLs again, in another order (other URLs of the same route).
const listUrls = (paths: string[]): ColdUrls => ({
  paths,
  warmup: paths.slice(0, WARMUP_REQUESTS).map((path) => `${path}&sort=name:desc`),
});

// Words of published company names (4+ letters), in a fixed pseudo-random order (the MCP
// section asks the same).
export const TERMS = sql`select word from (select distinct w[1] as word from organization o,
    regexp_matches(lower(o.name), '([a-z]{4,})', 'g') as w
    where o.published and not o.is_dummy) t order by md5(word) limit ${COLD_REQUESTS}`;
export const SHORTNAMES = sql`select shortname from organization where published and not is_dummy
  order by md5(shortname) limit ${PICKED}`;
const PUBLISHED = sql`select count(*)::int as n from organization where published and not is_dummy`;
const CHART_COMPANY = sql`select o.shortname from organization o
  join organizationvaluation v on v.organization_id = o.id
  where o.published and not o.is_dummy group by o.id order by count(*) desc, o.id limit 1`;

/** Reads the section's URLs from the embedded benchmark database, then closes it. */
export async function pickOpenDataPaths(): Promise<OpenDataPaths> {
  const database = await openEmbedded(BENCH_DATA_DIR);
  try {
    const terms = await selectRows<{ word: string }>(database.db, TERMS);
    const shortnames = await selectRows<{ shortname: string }>(database.db, SHORTNAMES);
    const [{ n }] = await selectRows<{ n: number }>(database.db, PUBLISHED);
    const [charted] = await selectRows<{ shortname: string }>(database.db, CHART_COMPANY);
    return {
      plainLists: listUrls(
        Array.from({ length: COLD_REQUESTS }, (_, i) => `${API}?limit=${i + 1}`),
      ),
      filteredLists: listUrls(
        terms.map(
          ({ word }, i) => `${API}?q=${encodeURIComponent(word)}${i % 2 ? "&type=company" : ""}`,
        ),
      ),
      details: splitWarmup(
        shortnames.map(({ shortname }) => `${API}/${encodeURIComponent(shortname)}`),
      ),
      published: n,
      chartCompany: charted ? `/organizations/${encodeURIComponent(charted.shortname)}` : null,
    };
  } finally {
    await database.close();
  }
}
