import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/lib/db/like";

// Which headlines a search finds, and how the database gets them quickly: those whose
// description or media outlet contains the text, and those linked to a visible organization
// whose name contains it (case-insensitive). The two sides live in different tables, each
// with its own trigram indexes; a single OR across the link would test every headline.

/** What the reader may see, as conditions on `h` (headline) and `o` (organization). */
export type Visibility = { headline: SQL; org: SQL };

/** How many headlines match, and the ids of one page of them, newest first. */
export type MatchPage = { total: number; ids: number[] };

type PageWindow = { offset: number; limit: number };

export const NEWEST_FIRST = sql`order by h.headline_date desc nulls last, h.id desc`;

// The same test as description or media_outlet ILIKE pattern, on their lowercased copies.
const textMatches = (pattern: string) =>
  sql`(h.description_lower like lower(${pattern}) or h.media_outlet_lower like lower(${pattern}))`;

/**
 * One row, a MatchPage: the search for `q` (all visible headlines when it is empty) counted,
 * and the page's ids, in one statement so that the matches are collected once.
 */
export function headlineMatchPage(q: string, visible: Visibility, window: PageWindow): SQL {
  const { offset, limit } = window;
  if (!q) {
    return sql`select (select count(*)::int from headline h where ${visible.headline}) as total,
      array(select h.id from headline h where ${visible.headline}
            ${NEWEST_FIRST} limit ${limit} offset ${offset}) as ids`;
  }
  const pattern = containsPattern(q);
  // Each side on its own indexes. Linked headlines the reader may not see are taken out
  // through the few hidden ids (a partial index) instead of reading every linked headline.
  // Then the page: walking the newest-first index while testing each headline reaches it
  // after about (offset + limit) * headlines / total rows, which beats sorting all the
  // matches when they are many and loses by far when they are few. Only the branch taken
  // runs.
  return sql`
    with linked as materialized (
      select ho.headline_id as id from organization o
        join headlineorganization ho on ho.organization_id = o.id
      where o.name ilike ${pattern} and ${visible.org}
    ),
    matches as materialized (
      select h.id from headline h where ${textMatches(pattern)} and ${visible.headline}
      union select id from linked
      except select h.id from headline h where not (${visible.headline})
    ),
    counted as (
      select count(*)::int as total,
        (select greatest(reltuples, 0) from pg_class where oid = 'headline'::regclass) as headlines
      from matches
    )
    select total, case
      when ${offset + limit}::float8 * headlines < total::float8 * total then array(
        select h.id from headline h
        where ${visible.headline} and (${textMatches(pattern)} or h.id in (select id from linked))
        ${NEWEST_FIRST} limit ${limit} offset ${offset})
      else array(
        select m.id from matches m
        order by (select h.headline_date from headline h where h.id = m.id) desc nulls last, m.id desc
        limit ${limit} offset ${offset})
    end as ids
    from counted`;
}
