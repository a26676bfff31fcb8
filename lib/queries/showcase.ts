import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { PUBLIC_ORGANIZATION } from "./audience";
import type { CardTag, CompanyFacts } from "./company-list";

// The showcase reads a fixed number of queries whatever the number of organizations:
// the random ids, then the cards, their headlines and their valuations for those ids.
export const SHOWCASE_SIZE = 30;
export const SHOWCASE_CANDIDATES = 1000;
export const SHOWCASE_HEADLINES = 5;

export type ShowcaseHeadline = {
  id: number;
  headline_type: string;
  headline_date: string | null;
  url: string;
  description: string;
};

export type ShowcaseValuation = { amount_millions: number; date: string };

export type ShowcaseOrganization = CompanyFacts & {
  organization_type: string;
  website: string | null;
  tags: CardTag[];
  people_count: number;
  headlines: ShowcaseHeadline[];
  valuation: ShowcaseValuation | null;
};

type OrganizationFacts = Omit<ShowcaseOrganization, "headlines" | "valuation">;
type HeadlineRow = ShowcaseHeadline & { organization_id: number };
type ValuationRow = ShowcaseValuation & { organization_id: number };

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Up to 30 random published, non-dummy organizations (drawn from the first 1000 by id),
 * each with its 5 latest published headlines and its latest valuation. Any read that fails
 * fails the whole: cards without their headlines would be cached as if complete.
 */
export async function listShowcase(): Promise<ShowcaseOrganization[]> {
  const db = await getDb();
  const ids = await pickShowcaseIds(db);
  if (ids.length === 0) return [];
  const [facts, headlines, valuations] = await Promise.all([
    readFacts(db, ids),
    readHeadlines(db, ids),
    readValuations(db, ids),
  ]);
  const byId = new Map(facts.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        headlines: headlines.filter((headline) => headline.organization_id === id).map(stripOrg),
        valuation: toValuation(valuations.find((valuation) => valuation.organization_id === id)),
      },
    ];
  });
}

function stripOrg(row: HeadlineRow): ShowcaseHeadline {
  const { id, headline_type, headline_date, url, description } = row;
  return { id, headline_type, headline_date, url, description };
}

function toValuation(row: ValuationRow | undefined): ShowcaseValuation | null {
  return row ? { amount_millions: row.amount_millions, date: row.date } : null;
}

// The candidates are bounded first (index order, as the original read at most 1000), and
// only those are shuffled.
async function pickShowcaseIds(db: Db): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from (
          select id from organization where published and not is_dummy
          order by id limit ${SHOWCASE_CANDIDATES}
        ) candidates
        order by random() limit ${SHOWCASE_SIZE}`,
  );
  return rows.map((row) => row.id);
}

function readFacts(db: Db, ids: number[]): Promise<OrganizationFacts[]> {
  return selectRows<OrganizationFacts>(
    db,
    sql`select o.id, o.name, o.shortname, o.organization_type, o.description, o.short_description,
               o.city, o.year_founded, o.funding_millions::float8 as funding_millions,
               o.logo_url, o.fallback_avatar,
               (select w.url from organizationwebsite w where w.organization_id = o.id order by w.id limit 1) as website,
               (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'category', c.name) order by t.name), '[]')
                  from organization_tag ot join tag t on t.id = ot.tag_id left join tag_category c on c.id = t.category_id
                  where ot.organization_id = o.id) as tags,
               (select count(*)::int from organizationkeyperson k where k.organization_id = o.id) as people_count
        from organization o
        where o.id in (${idList(ids)}) and ${PUBLIC_ORGANIZATION}`,
  );
}

function readHeadlines(db: Db, ids: number[]): Promise<HeadlineRow[]> {
  return selectRows<HeadlineRow>(
    db,
    sql`select organization_id, id, headline_type, headline_date::text as headline_date, url, description
        from (
          select ho.organization_id, h.id, h.headline_type, h.headline_date, h.url, h.description,
                 row_number() over (partition by ho.organization_id
                                    order by h.headline_date desc nulls last, h.id desc) as headline_rank
          from headlineorganization ho join headline h on h.id = ho.headline_id
          where ho.organization_id in (${idList(ids)}) and h.published
        ) ranked
        where headline_rank <= ${SHOWCASE_HEADLINES}
        order by organization_id, headline_rank`,
  );
}

function readValuations(db: Db, ids: number[]): Promise<ValuationRow[]> {
  return selectRows<ValuationRow>(
    db,
    sql`select distinct on (organization_id) organization_id,
               valuation_amount::float8 as amount_millions, valuation_date::text as date
        from organizationvaluation
        where organization_id in (${idList(ids)})
        order by organization_id, valuation_date desc, id desc`,
  );
}
