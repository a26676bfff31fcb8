import "server-only";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { headlineorganization, organizationvaluation } from "@/lib/db/schema";
import type { CompanyFacts } from "./company-list";
import { COMPANY_FACTS, FIRST_WEBSITE, PEOPLE_COUNT, TAGS, type CardTag } from "./fragments";
import { H, O, PUBLIC_ORGANIZATION, PUBLISHED_HEADLINE } from "./visibility";

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
  const candidates = db
    .select({ id: O.id })
    .from(O)
    .where(PUBLIC_ORGANIZATION)
    .orderBy(asc(O.id))
    .limit(SHOWCASE_CANDIDATES)
    .as("candidates");
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(sql`random()`)
    .limit(SHOWCASE_SIZE);
  return rows.map((row) => row.id);
}

function readFacts(db: Db, ids: number[]): Promise<OrganizationFacts[]> {
  return db
    .select({
      ...COMPANY_FACTS,
      organization_type: O.organization_type,
      website: FIRST_WEBSITE,
      tags: TAGS,
      people_count: PEOPLE_COUNT,
    })
    .from(O)
    .where(and(inArray(O.id, ids), PUBLIC_ORGANIZATION));
}

async function readHeadlines(db: Db, ids: number[]): Promise<HeadlineRow[]> {
  const ranked = db
    .select({
      organization_id: headlineorganization.organization_id,
      id: H.id,
      headline_type: H.headline_type,
      headline_date: sql<string | null>`${H.headline_date}::text`.as("headline_date"),
      url: H.url,
      description: H.description,
      headline_rank:
        sql<number>`row_number() over (partition by ${headlineorganization.organization_id}
        order by ${H.headline_date} desc nulls last, ${H.id} desc)`.as("headline_rank"),
    })
    .from(headlineorganization)
    .innerJoin(H, eq(H.id, headlineorganization.headline_id))
    .where(and(inArray(headlineorganization.organization_id, ids), PUBLISHED_HEADLINE))
    .as("ranked");
  return db
    .select({
      organization_id: ranked.organization_id,
      id: ranked.id,
      headline_type: ranked.headline_type,
      headline_date: ranked.headline_date,
      url: ranked.url,
      description: ranked.description,
    })
    .from(ranked)
    .where(lte(ranked.headline_rank, SHOWCASE_HEADLINES))
    .orderBy(ranked.organization_id, ranked.headline_rank);
}

function readValuations(db: Db, ids: number[]): Promise<ValuationRow[]> {
  const v = organizationvaluation;
  return db
    .selectDistinctOn([v.organization_id], {
      organization_id: v.organization_id,
      amount_millions: v.valuation_amount,
      date: v.valuation_date,
    })
    .from(v)
    .where(inArray(v.organization_id, ids))
    .orderBy(v.organization_id, desc(v.valuation_date), desc(v.id));
}
