import "server-only";
import { sql } from "drizzle-orm";
import { selectRows } from "@/lib/db/rows";
import { keptUntilNextWrite } from "./kept-until-write";
import { PUBLIC_ORGANIZATION } from "./visibility";

export type PublicTagLinks = {
  /** The public companies carrying each tag that any carries, by tag id. */
  companiesOf: Map<number, number[]>;
  /** How many public companies there are. */
  publicCompanies: number;
};

// Which public companies carry each tag changes only with a write: kept until then, so that
// each company page scores its similar companies in memory instead of joining every company
// that shares one of its tags (about 6,000 links for four tags of the large data), and the tag
// list and the tag search count each tag's companies without reading every link again.

/** The public companies of every tag, and their number. */
export const publicTagLinks = keptUntilNextWrite(
  "public-tag-links",
  async (db): Promise<PublicTagLinks> => {
    const [links, [{ total }]] = await Promise.all([
      selectRows<{ tag_id: number; companies: number[] }>(
        db,
        sql`select ot.tag_id, array_agg(ot.organization_id) as companies
          from organization_tag ot join organization o on o.id = ot.organization_id
          where ${PUBLIC_ORGANIZATION} group by ot.tag_id`,
      ),
      selectRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from organization o where ${PUBLIC_ORGANIZATION}`,
      ),
    ]);
    return {
      companiesOf: new Map(links.map((row) => [row.tag_id, row.companies])),
      publicCompanies: total,
    };
  },
);

/** The tags public companies carry, and how many carry each, as two parallel arrays. */
export async function tagCompanyCounts() {
  const { companiesOf } = await publicTagLinks();
  const tagIds = [...companiesOf.keys()];
  return { tagIds, counts: tagIds.map((tagId) => companiesOf.get(tagId)!.length) };
}
