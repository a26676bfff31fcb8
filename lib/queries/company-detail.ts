import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import type { StarPoint } from "@/lib/github/star-series";
import type { CompanyFacts } from "./company-list";
import {
  asText,
  COMPANY_FACTS,
  headlineCount,
  latestHeadlines,
  TAGS,
  type CardHeadline,
  type CardTag,
} from "./fragments";
import { O, PUBLIC_ORGANIZATION, publicly, type Visibility } from "./visibility";

export type KeyPerson = {
  id: number;
  name: string;
  linkedin_url: string | null;
  role: string | null;
  is_founder: boolean;
  social_accounts: { id: number; account_type: string; url: string }[];
};
export type Project = {
  id: number;
  name: string;
  description: string | null;
  license: string | null;
  resources_url: string | null;
  info_url: string | null;
  /** What GitHub last said of its repository; null for other hosts and before the first sync. */
  repository: RepositoryFigures | null;
};

export type RepositoryFigures = {
  url: string;
  stars: number;
  forks: number | null;
  contributors: number | null;
  open_issues: number | null;
  language: string | null;
  license_spdx: string | null;
  pushed_at: string | null;
  latest_release_tag: string | null;
  latest_release_at: string | null;
  archived: boolean;
  /** The day of the check the figures come from. */
  as_of: string;
};

/** The company's figures over all its repositories (lib/github/company-figures.ts). */
export type OpenSourceTotals = {
  stars: number;
  star_gain_90d: number | null;
  growth_ratio: number | null;
  as_of: string | null;
};

export type CompanyDetail = CompanyFacts & {
  organization_type: string;
  total_funding: string | null;
  /** total_funding parsed, in millions of USD; funding_millions is the figure shown. */
  curated_funding_millions: number | null;
  published: boolean;
  date_added: string;
  date_updated: string;
  websites: { id: number; url: string }[];
  valuation: { amount: number; date: string; source_url: string | null } | null;
  key_people: KeyPerson[];
  projects: Project[];
  open_source: OpenSourceTotals | null;
  tags: CardTag[];
  socials: { id: number; type: string; url: string }[];
  headline_count: number;
  recent_headlines: CardHeadline[];
  /** Each project's stars over the last year, by project id (lib/github/star-series.ts). */
  star_points: Record<string, StarPoint[]>;
};

/** Recent headlines shipped with the detail page (it pages through them 5 at a time). */
export const DETAIL_HEADLINE_LIMIT = 50;

const WEBSITES = sql<CompanyDetail["websites"]>`(select coalesce(json_agg(json_build_object(
    'id', w.id, 'url', w.url) order by w.id), '[]')
  from organizationwebsite w where w.organization_id = o.id)`;

// Correlated to an organization `o`, as are the people and projects below; the comparison
// (lib/queries/compared-companies.ts) reads them too.
export const VALUATION = sql<CompanyDetail["valuation"]>`(select json_build_object(
    'amount', v.valuation_amount::float8, 'date', v.valuation_date, 'source_url', v.valuation_source_url)
  from organizationvaluation v where v.organization_id = o.id
  order by v.valuation_date desc, v.id desc limit 1)`;

export const KEY_PEOPLE = sql<KeyPerson[]>`(select coalesce(json_agg(json_build_object(
    'id', p.id, 'name', p.name, 'linkedin_url', p.linkedin_url, 'role', k.role, 'is_founder', k.is_founder,
    'social_accounts', (select coalesce(json_agg(json_build_object(
        'id', a.id, 'account_type', a.account_type, 'url', a.url) order by a.id), '[]')
      from keypersonsocialaccount a where a.key_person_id = p.id))
    order by k.is_founder desc, p.name), '[]')
  from organizationkeyperson k join keyperson p on p.id = k.key_person_id
  where k.organization_id = o.id)`;

// The figures are kept as the last good sync left them, whatever the last check's status.
// Correlated to a project `p`; the open data reads it too (lib/queries/open-data).
export const REPOSITORY = sql<RepositoryFigures | null>`(select json_build_object(
    'url', r.url, 'stars', r.stars, 'forks', r.forks,
    'contributors', r.contributors, 'open_issues', r.open_issues,
    'language', r.language, 'license_spdx', r.license_spdx, 'pushed_at', r.pushed_at,
    'latest_release_tag', r.latest_release_tag, 'latest_release_at', r.latest_release_at,
    'archived', coalesce(r.archived, false),
    'as_of', coalesce((select max(s.day) from repository_snapshot s where s.repository_id = r.id),
      r.checked_at::date))
  from repository r where r.project_id = p.id and r.stars is not null)`;

export const PROJECTS = sql<Project[]>`(select coalesce(json_agg(json_build_object(
    'id', p.id, 'name', p.name, 'description', p.description, 'license', p.license,
    'resources_url', p.resources_url, 'info_url', p.info_url, 'repository', ${REPOSITORY})
    order by p.id), '[]')
  from organizationproject op join project p on p.id = op.project_id
  where op.organization_id = o.id)`;

// Correlated to an organization `o`; the open data reads it too.
export const OPEN_SOURCE = sql<OpenSourceTotals | null>`(select json_build_object(
    'stars', c.stars, 'star_gain_90d', c.star_gain_90d,
    'growth_ratio', c.growth_ratio, 'as_of', c.as_of)
  from company_open_source c where c.organization_id = o.id)`;

// A year of points per repository: the daily snapshots and the backfilled history.
const STAR_POINTS = sql<Record<string, StarPoint[]>>`(select coalesce(json_object_agg(
    points.project_id, points.series), '{}') from (
    select r.project_id, json_agg(json_build_object('day', h.day, 'stars', h.stars,
      'estimated', h.estimated) order by h.day) as series
    from organizationproject op join repository r on r.project_id = op.project_id
    join (select repository_id, day, stars, false as estimated from repository_snapshot
          union all
          select repository_id, day, stars, estimated from repository_star_history) h
      on h.repository_id = r.id and h.day > current_date - 366
    where op.organization_id = o.id group by r.project_id) points)`;

const SOCIALS = sql<CompanyDetail["socials"]>`(select coalesce(json_agg(json_build_object(
    'id', s.id, 'type', s.social_or_comm, 'url', s.url) order by s.id), '[]')
  from org_socials_and_comms s where s.org_id = o.id)`;

// The company and everything attached to it, but its headlines.
const RECORD_FIELDS = {
  ...COMPANY_FACTS,
  organization_type: O.organization_type,
  total_funding: O.total_funding,
  curated_funding_millions: O.funding_millions,
  published: O.published,
  date_added: asText(O.date_added),
  date_updated: asText(O.date_updated),
  websites: WEBSITES,
  valuation: VALUATION,
  key_people: KEY_PEOPLE,
  projects: PROJECTS,
  open_source: OPEN_SOURCE,
  tags: TAGS,
  socials: SOCIALS,
};

/** A company as the API gives it: its detail without the headlines its page lists. */
export type CompanyRecord = Omit<
  CompanyDetail,
  "headline_count" | "recent_headlines" | "star_points"
>;

/**
 * A company with everything its page shows, of the organizations and headlines `visible`
 * lets through, in one query; null when it does not exist or is not visible. Cached per
 * request for metadata + page. For lib/admin/draft-views.
 */
export const readCompany = cache(
  async (visible: Visibility, shortname: string): Promise<CompanyDetail | null> => {
    const db = await getDb();
    const [company] = await db
      .select({
        ...RECORD_FIELDS,
        headline_count: headlineCount(visible.headline),
        recent_headlines: latestHeadlines(visible.headline, DETAIL_HEADLINE_LIMIT),
        star_points: STAR_POINTS,
      })
      .from(O)
      .where(and(eq(O.shortname, shortname), visible.organization));
    return company ?? null;
  },
);

/** A published company with its published headlines, or null. */
export const getCompanyByShortname = publicly(readCompany);

/** A published company without its headlines (which the API lists on their own), or null. */
export async function getCompanyRecord(shortname: string): Promise<CompanyRecord | null> {
  const db = await getDb();
  const [company] = await db
    .select(RECORD_FIELDS)
    .from(O)
    .where(and(eq(O.shortname, shortname), PUBLIC_ORGANIZATION));
  return company ?? null;
}
