import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/lib/db/like";

// Which headlines a search finds, and how the database gets them quickly: those whose
// description or media outlet contains the text, and those linked to a visible organization
// whose name contains it (case-insensitive). The two sides live in different tables, each
// with its own trigram indexes; a single OR across the link would test every headline.

/** What the reader may see, as conditions on `h` (headline) and `o` (organization). */
export type Visibility = { headline: SQL; org: SQL };

/** A count of the matches, with the planner's estimate of all headlines (see pageIds). */
export type MatchCount = { total: number; headlines: number };

type PageWindow = { offset: number; limit: number };

export const NEWEST_FIRST = sql`order by h.headline_date desc nulls last, h.id desc`;

const textMatches = (pattern: string) =>
  sql`(h.description ilike ${pattern} or h.media_outlet ilike ${pattern})`;

const linkedIds = (pattern: string, visible: Visibility) => sql`
  select ho.headline_id from organization o
    join headlineorganization ho on ho.organization_id = o.id
  where o.name ilike ${pattern} and ${visible.org}`;

// Each side on its own indexes. Linked headlines the reader may not see are taken out
// through the few hidden ids (a partial index) instead of reading every linked headline.
const matchingIds = (pattern: string, visible: Visibility) => sql`
  select h.id from headline h where ${textMatches(pattern)} and ${visible.headline}
  union ${linkedIds(pattern, visible)}
  except select h.id from headline h where not (${visible.headline})`;

const pageOf = (where: SQL, { offset, limit }: PageWindow) =>
  sql`select h.id from headline h where ${where} ${NEWEST_FIRST} limit ${limit} offset ${offset}`;

// Few matches: each one's date by its primary key (a join could read the whole table), then
// the same order as NEWEST_FIRST.
const sortedMatches = (pattern: string, visible: Visibility, { offset, limit }: PageWindow) => sql`
  select m.id from (${matchingIds(pattern, visible)}) m
  order by (select h.headline_date from headline h where h.id = m.id) desc nulls last, m.id desc
  limit ${limit} offset ${offset}`;

/**
 * The queries of a search for `q` (all visible headlines when it is empty): `count` gives a
 * MatchCount, `pageIds` the ids of one page, newest first.
 */
export function headlineMatches(q: string, visible: Visibility) {
  if (!q) {
    return {
      count: sql`select count(*)::int as total, 0 as headlines from headline h
                 where ${visible.headline}`,
      pageIds: (_: MatchCount, window: PageWindow) => pageOf(visible.headline, window),
    };
  }
  const pattern = containsPattern(q);
  return {
    count: sql`select count(*)::int as total,
                 (select greatest(reltuples, 0)::int from pg_class
                  where oid = 'headline'::regclass) as headlines
               from (${matchingIds(pattern, visible)}) m`,
    // Walking the newest-first index while testing each headline reaches the page after
    // about (offset + limit) * headlines / total rows: cheaper than sorting all the matches
    // when they are many, far dearer when they are few.
    pageIds: ({ total, headlines }: MatchCount, window: PageWindow) =>
      (window.offset + window.limit) * headlines < total * total
        ? pageOf(
            sql`${visible.headline} and (${textMatches(pattern)}
                or h.id in (${linkedIds(pattern, visible)}))`,
            window,
          )
        : sortedMatches(pattern, visible, window),
  };
}
