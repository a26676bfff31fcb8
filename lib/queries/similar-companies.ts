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
    // The companies sharing its tags are found through the tags' index and scored by sums
    // alone; only the best few read their shared tags' names.
    sql`with tagged as materialized (select ot.tag_id, ot.organization_id
        from organization_tag mine
        join organization_tag ot on ot.tag_id = mine.tag_id
        where mine.organization_id = ${id} and exists (select 1 from organization o
          where o.id = ot.organization_id and ${PUBLIC_ORGANIZATION})),
      weights as (select tag_id,
          ln((select count(*)::float8 from organization o where ${PUBLIC_ORGANIZATION}) / count(*))
            as weight
        from tagged group by tag_id),
      candidates as (select c.organization_id, sum(w.weight) as score
        from tagged c join weights w on w.tag_id = c.tag_id
        where c.organization_id <> ${id}
        group by c.organization_id
        order by score desc, c.organization_id
        limit ${CANDIDATES})
      select o.name, o.shortname, o.short_description,
        array(select t.name from organization_tag x join weights w on w.tag_id = x.tag_id
          join tag t on t.id = x.tag_id where x.organization_id = o.id
          order by w.weight desc, t.name) as shared_tags
      from candidates c join organization o on o.id = c.organization_id
      order by c.score desc,
        similarity(coalesce(o.description, ''),
          coalesce((select description from organization where id = ${id}), '')) desc,
        o.name
      limit ${SIMILAR_COMPANIES}`,
  );
}
