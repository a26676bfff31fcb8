import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "./visibility";

/** The most similar companies a company page and the API's company detail show. */
export const SIMILAR_COMPANIES = 6;

// How many companies sharing tags are compared by their descriptions: the best by tags only.
const CANDIDATES = 30;

export type SimilarCompany = {
  name: string;
  shortname: string;
  short_description: string | null;
  /** The tags it shares with the company, most telling (rarest) first. */
  shared_tags: string[];
};

/**
 * The public companies most like company `id`: those sharing its tags, each shared tag weighing
 * by how rare it is among public companies (ln of their number over the tag's), then by how
 * alike their descriptions read (trigram similarity). None for a company without tags.
 */
export async function getSimilarCompanies(id: number): Promise<SimilarCompany[]> {
  const db = await getDb();
  return selectRows<SimilarCompany>(
    db,
    sql`with public_companies as (select count(*)::float8 as total from organization o
        where ${PUBLIC_ORGANIZATION}),
      weights as (select ot.tag_id, ln((select total from public_companies) / count(*)) as weight
        from organization_tag ot join organization o on o.id = ot.organization_id
        where ot.tag_id in (select tag_id from organization_tag where organization_id = ${id})
          and ${PUBLIC_ORGANIZATION}
        group by ot.tag_id),
      candidates as (select ot.organization_id, sum(w.weight) as score,
          array_agg(t.name order by w.weight desc, t.name) as shared_tags
        from organization_tag ot join weights w on w.tag_id = ot.tag_id
        join tag t on t.id = ot.tag_id
        join organization o on o.id = ot.organization_id
        where ot.organization_id <> ${id} and ${PUBLIC_ORGANIZATION}
        group by ot.organization_id
        order by score desc, ot.organization_id
        limit ${CANDIDATES})
      select o.name, o.shortname, o.short_description, c.shared_tags
      from candidates c join organization o on o.id = c.organization_id
      order by c.score desc,
        similarity(coalesce(o.description, ''),
          coalesce((select description from organization where id = ${id}), '')) desc,
        o.name
      limit ${SIMILAR_COMPANIES}`,
  );
}
