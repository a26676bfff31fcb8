import { sql } from "drizzle-orm";
import { getDatabase } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { pickColdGroups, type ColdGroup } from "./cold-paths";
import { BENCH_DATA_DIR } from "./data";

export type Target = { label: string; path: string };
export type Picked = { targets: Target[]; cold: ColdGroup[]; companies: number; headlines: number };

// The generated set is the same on every run, so each query picks deterministically.
const COMPANY = sql`
  select o.shortname from organization o
  join headlineorganization ho on ho.organization_id = o.id
  join headline h on h.id = ho.headline_id and h.published
  where o.published
  group by o.id having count(*) >= 3
  order by o.id limit 1`;

// A 4-6 letter word of a published company's name and two tags that company has, choosing
// the pair shared by the most such companies so that the search returns a real list.
const SEARCH = sql`
  with words as (
    select distinct o.id, w.word from organization o,
      regexp_split_to_table(lower(o.name), '[^a-z]+') as w(word)
    where o.published and w.word ~ '^[a-z]{4,6}$'
  )
  select w.word as term, a.tag_id as first, b.tag_id as second
  from words w
  join organization_tag a on a.organization_id = w.id
  join organization_tag b on b.organization_id = w.id and b.tag_id > a.tag_id
  group by w.word, a.tag_id, b.tag_id
  order by count(*) desc, w.word, a.tag_id, b.tag_id limit 1`;

const SIZE = sql`
  select (select count(*) from organization)::int as companies,
         (select count(*) from headline)::int as headlines`;

/** Reads the benchmark targets (warm and cold) from the embedded database, then closes it. */
export async function pickTargets(): Promise<Picked> {
  // env() is read on first use, so these settings reach getDatabase().
  process.env.DATA_DIR = BENCH_DATA_DIR;
  delete process.env.DATABASE_URL;
  const database = await getDatabase();
  try {
    const [company] = await selectRows<{ shortname: string }>(database.db, COMPANY);
    const [search] = await selectRows<{ term: string; first: number; second: number }>(
      database.db,
      SEARCH,
    );
    const [size] = await selectRows<{ companies: number; headlines: number }>(database.db, SIZE);
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
