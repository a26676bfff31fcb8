import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { HeadlineType } from "@/lib/domain/constants";
import {
  HEADLINE_PERIODS,
  periodStart,
  type HeadlinePeriod,
  type HeadlinesState,
} from "@/lib/domain/headlines-state";
import type { ListSearch } from "@/lib/search/list-search";
import type { Visibility } from "./visibility";

// The conditions of the headline list (/headlines) on its rows `h`, by the facet each belongs
// to, and how its facets count them: shared by its reading without a query and with one.

export type Facet = "type" | "date" | "company";

export type HeadlineFacets = {
  types: { type: HeadlineType; headlines: number }[];
  periods: { period: HeadlinePeriod; headlines: number }[];
  companies: { name: string; shortname: string; headlines: number }[];
};

/** The most companies the company facet lists. */
export const FACET_COMPANIES = 8;

/** The conditions on `h` of the state's search (always) and of each of its facets. */
export function headlineConditions(
  visible: Visibility,
  state: HeadlinesState,
  search: ListSearch | undefined,
): Record<"always" | Facet, SQL[]> {
  const from = state.period ? periodStart(state.period, today()) : state.from;
  const date = [];
  if (from) date.push(sql`h.headline_date >= ${from}::date`);
  if (state.to) date.push(sql`h.headline_date <= ${state.to}::date`);
  return {
    always: search ? [visible.headline, search.where] : [visible.headline],
    type: state.type ? [sql`h.headline_type = ${state.type}`] : [],
    date,
    company: state.company
      ? [
          sql`exists (select 1 from headlineorganization ho
            join organization o on o.id = ho.organization_id
            where ho.headline_id = h.id and o.shortname = ${state.company}
              and ${visible.organization})`,
        ]
      : [],
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The conditions joined by `and` (true when there are none). */
export const allOf = (conditions: SQL[]) =>
  conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;

/** The columns that count rows `h` by type, under the dates chosen, and by period, under the type chosen. */
export function typeAndPeriodCounts({ type, date }: Record<Facet, SQL[]>): SQL {
  const periods = HEADLINE_PERIODS.map(
    (period) => sql`(count(*) filter (where ${allOf(type)}
      and h.headline_date >= ${periodStart(period, today())}::date))::int as ${sql.identifier(period)}`,
  );
  return sql`h.headline_type as type, (count(*) filter (where ${allOf(date)}))::int as headlines,
    ${sql.join(periods, sql`, `)}`;
}

export type TypeAndPeriodCounts = { type: HeadlineType; headlines: number } & Record<
  HeadlinePeriod,
  number
>;

/** The type and period facets from the rows of typeAndPeriodCounts, one per type. */
export function typeAndPeriodFacets(byType: TypeAndPeriodCounts[]) {
  const types = byType
    .filter(({ headlines }) => headlines > 0)
    .map(({ type, headlines }) => ({ type, headlines }))
    .sort((a, b) => b.headlines - a.headlines || (a.type < b.type ? -1 : 1));
  const periods = HEADLINE_PERIODS.map((period) => ({
    period,
    headlines: byType.reduce((sum, row) => sum + row[period], 0),
  }));
  return { types, periods };
}

/**
 * The company facet from `linked` (rows of company ids `id` with their `headlines`). The
 * companies are read in order of their headlines and only until the facet is full: a common
 * word links some 9,000 companies, and checking each for visibility took half its search.
 * The fence (offset 0) keeps that order for the join, which the planner would otherwise
 * reorder, as it expects a couple of companies.
 */
export const companyFacet = (visible: Visibility, linked: SQL) =>
  sql`select o.name, o.shortname, linked.headlines
    from (${linked} order by headlines desc offset 0) linked
    join organization o on o.id = linked.id
    where ${visible.organization}
    order by linked.headlines desc, lower(o.name) limit ${FACET_COMPANIES}`;
