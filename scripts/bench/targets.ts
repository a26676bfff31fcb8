import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDatabase, type Db } from "@/lib/db/client";
import { rowCount, selectValues } from "@/lib/db/rows";
import { headline, headlineorganization, organization, organizationTag } from "@/lib/db/schema";
import { pickColdGroups, type ColdGroup } from "./cold-paths";
import { BENCH_DATA_DIR } from "./data";

export type Target = { label: string; path: string };
export type Picked = { targets: Target[]; cold: ColdGroup[]; companies: number; headlines: number };

// The generated set is the same on every run, so each query picks deterministically.
const companyWithHeadlines = (db: Db) =>
  db
    .select({ shortname: organization.shortname })
    .from(organization)
    .innerJoin(headlineorganization, eq(headlineorganization.organization_id, organization.id))
    .innerJoin(
      headline,
      and(eq(headline.id, headlineorganization.headline_id), eq(headline.published, true)),
    )
    .where(eq(organization.published, true))
    .groupBy(organization.id)
    .having(sql`count(*) >= 3`)
    .orderBy(asc(organization.id))
    .limit(1);

// A 4-6 letter word of a published company's name and two tags that company has, choosing
// the pair shared by the most such companies so that the search returns a real list.
// (The CTE's columns are named apart from the joined tables', as drizzle names them bare.)
function searchTarget(db: Db) {
  const words = db.$with("words", {
    company_id: sql<number>`company_id`.as("company_id"),
    word: sql<string>`word`.as("word"),
  }).as(sql`select distinct o.id as company_id, w.word from organization o,
      regexp_split_to_table(lower(o.name), '[^a-z]+') as w(word)
      where o.published and w.word ~ '^[a-z]{4,6}$'`);
  const a = alias(organizationTag, "a");
  const b = alias(organizationTag, "b");
  return db
    .with(words)
    .select({ term: words.word, first: a.tag_id, second: b.tag_id })
    .from(words)
    .innerJoin(a, eq(a.organization_id, words.company_id))
    .innerJoin(b, and(eq(b.organization_id, words.company_id), gt(b.tag_id, a.tag_id)))
    .groupBy(words.word, a.tag_id, b.tag_id)
    .orderBy(desc(count()), asc(words.word), asc(a.tag_id), asc(b.tag_id))
    .limit(1);
}

const SIZE = { companies: rowCount(organization), headlines: rowCount(headline) };

/** Reads the benchmark targets (warm and cold) from the embedded database, then closes it. */
export async function pickTargets(): Promise<Picked> {
  // env() is read on first use, so these settings reach getDatabase().
  process.env.DATA_DIR = BENCH_DATA_DIR;
  delete process.env.DATABASE_URL;
  const database = await getDatabase();
  try {
    const [company] = await companyWithHeadlines(database.db);
    const [search] = await searchTarget(database.db);
    const size = await selectValues(database.db, SIZE);
    if (!company) throw new Error("No published company with at least 3 headlines in the data.");
    if (!search) throw new Error("No published company name with a 4-6 letter word and two tags.");
    const query = `search=${search.term}&tags=${search.first},${search.second}&filterMode=all`;
    const targets = [
      { label: "home", path: "/" },
      { label: "list page 1", path: "/organizations" },
      { label: "search", path: `/organizations?${query}` },
      { label: "list page 50", path: "/organizations?page=50" },
      { label: "company", path: `/organizations/${encodeURIComponent(company.shortname)}` },
      {
        label: "company card",
        path: `/organizations/${encodeURIComponent(company.shortname)}/card.png`,
      },
      { label: "headlines", path: "/headlines" },
      { label: "people", path: "/people" },
      { label: "showcase", path: "/showcase" },
      { label: "submit", path: "/submit" },
    ];
    const cold = await pickColdGroups(database.db);
    return { targets, cold, ...size };
  } finally {
    await database.close();
  }
}
