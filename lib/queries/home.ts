import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "./audience";
import {
  ADDED_WEIGHT,
  FRESHNESS_HALF_LIFE_DAYS,
  HEADLINE_HALF_LIFE_DAYS,
  TRENDING_WINDOW_DAYS,
  TYPE_WEIGHT,
  UPDATED_WEIGHT,
} from "@/lib/domain/trending";
import type { CardTag } from "./company-list";

export type MoneyTotals = {
  fundingMillions: number;
  fundedCompanies: number;
  valuationMillions: number;
  valuedCompanies: number;
};

/** Total funding and total latest valuation over published companies, in millions of USD. */
export async function getMoneyTotals(): Promise<MoneyTotals> {
  const db = await getDb();
  const [row] = await selectRows<MoneyTotals>(
    db,
    sql`select f.*, v.* from
          (select coalesce(sum(funding_millions), 0)::float8 as "fundingMillions",
                  count(funding_millions)::int as "fundedCompanies"
           from organization where published) f,
          (select coalesce(sum(valuation_amount), 0)::float8 as "valuationMillions",
                  count(*)::int as "valuedCompanies" from (
             select distinct on (v.organization_id) v.valuation_amount
             from organizationvaluation v join organization o on o.id = v.organization_id
             where o.published
             order by v.organization_id, v.valuation_date desc, v.id desc) latest) v`,
  );
  return row;
}

export type TrendingCompany = {
  id: number;
  name: string;
  shortname: string;
  logo_url: string | null;
  fallback_avatar: boolean;
  website: string | null;
  date_added: string;
  score: number;
};

const typeWeight = sql.join(
  Object.entries(TYPE_WEIGHT).map(([type, weight]) => sql`when ${type} then ${weight}::float8`),
  sql` `,
);

/** The trending companies (rule in lib/domain/trending.ts), highest score first; dummies excluded. */
export async function listTrendingCompanies(
  limit = 30,
  now = new Date(),
): Promise<TrendingCompany[]> {
  const db = await getDb();
  const at = sql`${now.toISOString()}::timestamptz`;
  const days = (column: string) => sql`extract(epoch from (${at} - ${sql.raw(column)})) / 86400.0`;
  return selectRows<TrendingCompany>(
    db,
    sql`with news as (
          select ho.organization_id,
                 sum((case h.headline_type ${typeWeight} else 1 end)
                     * (case when h.headline_type = 'funding' and h.total_amount > 0
                             then 1 + ln(1 + h.total_amount / 1000000.0) else 1 end)
                     * power(0.5, (${at}::date - h.headline_date) / ${HEADLINE_HALF_LIFE_DAYS}::float8)) as points
          from headlineorganization ho join headline h on h.id = ho.headline_id
          where h.published
            and h.headline_date between ${at}::date - ${TRENDING_WINDOW_DAYS}::int and ${at}::date
          group by ho.organization_id
        )
        select o.id, o.name, o.shortname, o.logo_url, o.fallback_avatar, o.date_added::text,
               (select w.url from organizationwebsite w where w.organization_id = o.id order by w.id limit 1) as website,
               (coalesce(n.points, 0)
                 + ${ADDED_WEIGHT} * power(0.5, greatest(0, ${days("o.date_added")}) / ${FRESHNESS_HALF_LIFE_DAYS})
                 + ${UPDATED_WEIGHT} * power(0.5, greatest(0, ${days("o.date_updated")}) / ${FRESHNESS_HALF_LIFE_DAYS})
               )::float8 as score
        from organization o left join news n on n.organization_id = o.id
        where ${PUBLIC_ORGANIZATION}
        order by score desc, o.date_updated desc, o.id desc
        limit ${limit}`,
  );
}

export type HomeCompany = {
  id: number;
  name: string;
  shortname: string;
  description: string | null;
  city: string | null;
  year_founded: number | null;
  date_updated: string;
  tags: CardTag[];
  people_count: number;
  headline_count: number;
};

/** The most recently updated published companies for the home page's company column. */
export async function listHomeCompanies(limit: number): Promise<HomeCompany[]> {
  const db = await getDb();
  return selectRows<HomeCompany>(
    db,
    sql`select o.id, o.name, o.shortname, o.description, o.city, o.year_founded, o.date_updated::text,
               (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'category', c.name) order by t.name), '[]')
                  from organization_tag ot join tag t on t.id = ot.tag_id join tag_category c on c.id = t.category_id
                  where ot.organization_id = o.id and c.name in ('technology', 'sector', 'license')) as tags,
               (select count(*)::int from organizationkeyperson k where k.organization_id = o.id) as people_count,
               (select count(*)::int from headlineorganization ho join headline h on h.id = ho.headline_id
                  where ho.organization_id = o.id and h.published) as headline_count
        from organization o
        where ${PUBLIC_ORGANIZATION}
        order by o.date_updated desc, o.id desc
        limit ${limit}`,
  );
}

/** Number of published companies (for 'View all N companies'). */
export async function countPublishedCompanies(): Promise<number> {
  const db = await getDb();
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from organization where published and not is_dummy`,
  );
  return row.count;
}
