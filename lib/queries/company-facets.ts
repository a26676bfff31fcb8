import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { TAG_CATEGORIES, type OrganizationType } from "@/lib/domain/constants";
import type { ListState } from "@/lib/domain/list-state";
import { countFactFacets, type FactFacets, type WhereOf } from "./company-fact-facets";
import { companyWhere, existingTagIds, listSearchOf } from "./company-filters";
import { publicly, type Visibility } from "./visibility";

// The facets of the company list: how many of the companies it would show carry each tag, are
// of each type, and (company-fact-facets.ts) were founded in each decade, have each range of
// funding or have a valuation. Each facet counts under every filter but its own, as lists with
// facets do: a tag's count is what choosing it would show (in "all" mode, with the tags already
// chosen); the types' counts add up to the list's total when no type is chosen.

export type FacetTag = { id: number; name: string; category: string; companies: number };
export type FacetType = { type: OrganizationType; companies: number };
export type CompanyFacets = { tags: FacetTag[]; types: FacetType[] } & FactFacets;

/** The facets of the list `state` among the organizations `visible` lets through. */
export async function readCompanyFacets(
  visible: Visibility,
  state: ListState,
): Promise<CompanyFacets> {
  const db = await getDb();
  const [tagIds, search] = await Promise.all([existingTagIds(db, state.tags), listSearchOf(state)]);
  const chosenTags = state.filterMode === "all" ? tagIds : [];
  const forTags = companyWhere(state, visible.organization, chosenTags, search);
  const whereOf: WhereOf = (change) =>
    companyWhere({ ...state, ...change }, visible.organization, tagIds, search);
  const forTypes = whereOf({ type: "all" });
  const categories = sql.join(
    TAG_CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  );
  const [tags, types, facts] = await Promise.all([
    selectRows<FacetTag>(
      db,
      sql`select t.id, t.name, c.name as category, count(*)::int as companies
        from organization_tag ot
        join tag t on t.id = ot.tag_id
        join tag_category c on c.id = t.category_id
        where c.name in (${categories})
          and ot.organization_id in (select o.id from organization o where ${forTags})
        group by t.id, c.name
        order by companies desc, lower(t.name), t.id`,
    ),
    selectRows<FacetType>(
      db,
      sql`select o.organization_type as type, count(*)::int as companies
        from organization o where ${forTypes}
        group by o.organization_type order by companies desc, type`,
    ),
    countFactFacets(db, whereOf),
  ]);
  return { tags, types, ...facts };
}

/** The facets of the list as visitors see it. */
export const companyFacets = publicly(readCompanyFacets);
