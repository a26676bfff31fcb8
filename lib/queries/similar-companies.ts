import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { intArray, sqlArray } from "@/lib/db/sql-arrays";
import { publicTagLinks, type PublicTagLinks } from "./public-tag-links";
import { bestByTags, type TagWeight } from "./similar-scores";

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

/** Each of `tagIds` that public companies carry, weighing by how rare it is among them. */
const weightsOf = (tagIds: number[], links: PublicTagLinks): TagWeight[] =>
  tagIds.flatMap((tagId) => {
    const companies = links.companiesOf.get(tagId);
    return companies ? [{ tagId, weight: Math.log(links.publicCompanies / companies.length) }] : [];
  });

/**
 * The public companies most like company `id`, of the `tags` its page or its record read: those
 * sharing its tags, each shared tag weighing by how rare it is among public companies (ln of
 * their number over the tag's), then by how alike their descriptions read (trigram
 * similarity). None for a company without tags.
 */
export async function getSimilarCompanies({
  id,
  tags,
}: {
  id: number;
  tags: { id: number }[];
}): Promise<SimilarCompany[]> {
  const [db, links] = await Promise.all([getDb(), publicTagLinks()]);
  // In one order whatever the caller's, so that the scores' sums are too.
  const own = tags.map((tag) => tag.id).sort((a, b) => a - b);
  const weights = weightsOf(own, links);
  const best = bestByTags(id, weights, links, CANDIDATES);
  if (best.length === 0) return [];
  const tagIds = intArray(weights.map((w) => w.tagId));
  const tagWeights = sqlArray(
    weights.map((w) => w.weight),
    "float8",
  );
  const ids = intArray(best.map(([other]) => other));
  const scores = sqlArray(
    best.map(([, score]) => score),
    "float8",
  );
  // Only the best few read their names and their shared tags' names.
  return selectRows<SimilarCompany>(
    db,
    sql`select o.name, o.shortname, o.short_description,
        array(select t.name from organization_tag x
          join unnest(${tagIds}, ${tagWeights}) as w(tag_id, weight) on w.tag_id = x.tag_id
          join tag t on t.id = x.tag_id where x.organization_id = o.id
          order by w.weight desc, t.name) as shared_tags
      from unnest(${ids}, ${scores}) as c(organization_id, score)
      join organization o on o.id = c.organization_id
      order by c.score desc,
        similarity(coalesce(o.description, ''),
          coalesce((select description from organization where id = ${id}), '')) desc,
        o.name
      limit ${SIMILAR_COMPANIES}`,
  );
}
