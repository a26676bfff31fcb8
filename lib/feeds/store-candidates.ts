import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import type { Candidate } from "./item-candidate";

// A feed's candidates enter the review queue as unpublished headlines of their source, linked
// to the companies they name, unless they are already known: their canonical link is a
// headline's (published, a candidate, or one a curator typed) or a rejected item's, or a
// headline of one of their companies has the same title within three days (a syndicated copy).
// Many servers poll many sources at once: one lock makes the check and the insert one step.

const CANDIDATES_LOCK = 0x6e657773; // "news"

/** Stores the new ones of `candidates` from source `sourceId`; answers how many were added. */
export async function storeCandidates(
  db: Db,
  sourceId: number,
  candidates: Candidate[],
): Promise<number> {
  if (candidates.length === 0) return 0;
  const items = JSON.stringify(candidates.map((candidate, n) => ({ ...candidate, n })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CANDIDATES_LOCK})`);
    const [{ added }] = await selectRows<{ added: number }>(
      tx,
      sql`with item as (
          select i.*, canonical_link(i.url) as canonical
          from jsonb_to_recordset(${items}::jsonb) as i(description text, url text,
            headline_date date, media_outlet text, headline_type text, round_type text,
            total_amount numeric, match_reasons jsonb, n int)
        ),
        fresh as (
          select distinct on (canonical) * from item c
          where canonical is not null
            and not exists (select 1 from headline h where h.canonical_url = c.canonical)
            and not exists (select 1 from rejected_news_item r where r.canonical_url = c.canonical)
            and not exists (
              select 1 from headline h join headlineorganization ho on ho.headline_id = h.id
              where h.description_lower = lower(c.description)
                and h.headline_date between c.headline_date - 3 and c.headline_date + 3
                and ho.organization_id in (
                  select (r->>'organization_id')::int from jsonb_array_elements(c.match_reasons) r))
          order by canonical, n
        ),
        added as (
          insert into headline (headline_type, headline_date, url, description, media_outlet,
            total_amount, round_type, published, source_id, match_reasons)
          select headline_type, headline_date, url, description, media_outlet, total_amount,
            round_type, false, ${sourceId}, match_reasons
          from fresh order by n
          returning id, match_reasons
        ),
        linked as (
          insert into headlineorganization (headline_id, organization_id)
          select a.id, o.id from added a
          cross join jsonb_array_elements(a.match_reasons) r
          join organization o on o.id = (r->>'organization_id')::int
          returning headline_id
        )
        select (select count(*) from added)::int as added, (select count(*) from linked)::int as links`,
    );
    return added;
  });
}
