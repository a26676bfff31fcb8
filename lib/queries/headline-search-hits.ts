import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { HEADLINES_PAGE_SIZE, type HeadlinesState } from "@/lib/domain/headlines-state";
import { HEADLINE_DOCUMENTS, headlineDocumentSearch } from "@/lib/search/list-search";
import { NEWEST_HEADLINES_FIRST } from "./fragments";
import {
  allOf,
  companyFacet,
  headlineConditions,
  typeAndPeriodCounts,
  typeAndPeriodFacets,
  type HeadlineFacets,
  type TypeAndPeriodCounts,
} from "./headline-conditions";
import type { Visibility } from "./visibility";

export type SearchHits = {
  /** The ids of the page's headlines, in order. */
  ids: number[];
  total: number;
  /** The page shown: the one asked for, or the last when it is past the end. */
  page: number;
  facets: HeadlineFacets;
};

type HitsRow = Omit<SearchHits, "facets"> & {
  by_type: TypeAndPeriodCounts[];
  companies: HeadlineFacets["companies"];
};

/**
 * What the headline list shows for a query, from one reading of its hits (their documents,
 * each ranked once): the ids of the state's page, their total and the facets' counts. The
 * page and its facets each ask for it; it is read once per request.
 */
export const readSearchHits = cache(
  async (visible: Visibility, state: HeadlinesState): Promise<SearchHits> => {
    const db = await getDb();
    const search = await headlineDocumentSearch(state.q);
    const conditions = headlineConditions(visible, state, search);
    const { always, type, date, company } = conditions;
    const size = HEADLINES_PAGE_SIZE;
    const linked = sql`select company.id, count(*)::int as headlines
      from hits h cross join unnest(h.organization_ids) as company(id)
      where ${allOf([...type, ...date])} group by company.id`;
    const [row] = await selectRows<HitsRow>(
      db,
      sql`with hits as materialized (select h.id, h.headline_type, h.headline_date,
            h.organization_ids, ${search.relevance} as relevance
          from ${HEADLINE_DOCUMENTS} where ${allOf(always)}),
        kept as (select h.* from hits h where ${allOf([...type, ...date, ...company])}),
        counted as (select count(*)::int as total,
            greatest(least(${state.page}, ceil(count(*) / ${size}::numeric)::int), 1) as page
          from kept)
      select counted.total, counted.page,
        (select coalesce(json_agg(h.id order by h.relevance desc, ${NEWEST_HEADLINES_FIRST}), '[]')
          from (select h.id, h.relevance, h.headline_date from kept h
            order by h.relevance desc, ${NEWEST_HEADLINES_FIRST}
            limit ${size} offset (counted.page - 1) * ${size}) h) as ids,
        (select coalesce(json_agg(t), '[]') from (select ${typeAndPeriodCounts(conditions)}
          from hits h where ${allOf(company)} group by h.headline_type) t) as by_type,
        (select coalesce(json_agg(c order by c.headlines desc, lower(c.name)), '[]')
          from (${companyFacet(visible, linked)}) c) as companies
      from counted`,
    );
    const { by_type, companies, ...page } = row;
    return { ...page, facets: { ...typeAndPeriodFacets(by_type), companies } };
  },
);
