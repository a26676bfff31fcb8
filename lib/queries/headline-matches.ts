import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/lib/db/like";
import { NEWEST_HEADLINES_FIRST } from "./fragments";
import type { Visibility } from "./visibility";

// Which headlines a search finds, and how the database gets them quickly: those whose
// description or media outlet contains the text, and those linked to a visible organization
// whose name contains it (case-insensitive). The two sides live in different tables, each
// with its own trigram indexes; a single OR across the link would test every headline.

type PageWindow = { offset: number; limit: number };

// Up to this many matches are sorted; more are found by walking the newest headlines.
const FEW_MATCHES = 1000;

// The same test as description or media_outlet ILIKE pattern, on their lowercased copies.
export const textMatches = (pattern: string) =>
  sql`(h.description_lower like lower(${pattern}) or h.media_outlet_lower like lower(${pattern}))`;

const pageOf = (where: SQL, { offset, limit }: PageWindow) =>
  sql`array(select h.id from headline h where ${where}
            order by ${NEWEST_HEADLINES_FIRST} limit ${limit} offset ${offset})`;

/**
 * One row, `total` and `ids` (read as a derived table by the search, the one statement of
 * lib/queries written as raw SQL: its materialized CTEs and the branch on the count have no
 * query builder form): the search for `q` (all visible headlines when it is empty) counted,
 * with the page's ids, in one statement so that the matches are collected once.
 */
export function headlineMatchPage(q: string, visible: Visibility, window: PageWindow): SQL {
  if (!q) {
    return sql`select (select count(*)::int from headline h where ${visible.headline}) as total,
      ${pageOf(visible.headline, window)} as ids`;
  }
  const pattern = containsPattern(q);
  const { offset, limit } = window;
  // Each side on its own indexes; linked headlines the reader may not see are taken out
  // through the few hidden ids (a partial index) instead of reading every linked headline.
  // Then the page, by whichever costs less: few matches are sorted, each one's date read by
  // its primary key (a join could read the whole table for a few rows); many are found by
  // walking the newest headlines, where the page comes after a few rows. Only that branch
  // runs. Its `limit` changes nothing (there are at most FEW_MATCHES) but tells the planner,
  // whose estimate would otherwise bring PostgreSQL's slow-to-start JIT compiler in.
  return sql`
    with linked as materialized (
      select ho.headline_id as id from organization o
        join headlineorganization ho on ho.organization_id = o.id
      where o.name ilike ${pattern} and ${visible.organization}
    ),
    matches as materialized (
      select h.id from headline h where ${textMatches(pattern)} and ${visible.headline}
      union select id from linked
      except select h.id from headline h where not (${visible.headline})
    ),
    counted as (select count(*)::int as total from matches)
    select total, case
      when total <= ${FEW_MATCHES} then array(
        select m.id from (select id from matches limit ${FEW_MATCHES}) m
        order by (select h.headline_date from headline h where h.id = m.id) desc nulls last,
          m.id desc
        limit ${limit} offset ${offset})
      else ${pageOf(
        sql`${visible.headline} and (${textMatches(pattern)} or h.id in (select id from linked))`,
        window,
      )}
    end as ids
    from counted`;
}
