import { sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { seesUnpublished, visibleOrganization, type Audience } from "./audience";
import type { CardHeadline, CardTag, CompanyFacts } from "./company-list";

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
};

export type CompanyDetail = CompanyFacts & {
  organization_type: string;
  total_funding: string | null;
  published: boolean;
  date_added: string;
  date_updated: string;
  websites: { id: number; url: string }[];
  valuation: { amount: number; date: string; source_url: string | null } | null;
  key_people: KeyPerson[];
  projects: Project[];
  tags: CardTag[];
  socials: { id: number; type: string; url: string }[];
  headline_count: number;
  recent_headlines: CardHeadline[];
};

/** Recent headlines shipped with the detail page (it pages through them 5 at a time). */
export const DETAIL_HEADLINE_LIMIT = 50;

/** A published company with its published headlines, or null. */
export const getCompanyByShortname = (shortname: string) => companyFor("public", shortname);

/**
 * A company with everything its page shows for an audience, in one query; null when it does
 * not exist or the audience may not see it. Cached per request for metadata + page.
 */
export const companyFor = cache(
  async (audience: Audience, shortname: string): Promise<CompanyDetail | null> => {
    const db = await getDb();
    const headlinePublished = seesUnpublished(audience) ? sql`` : sql`and h.published`;
    const [company] = await selectRows<CompanyDetail>(
      db,
      sql`select o.id, o.name, o.shortname, o.organization_type, o.description, o.short_description,
                 o.city, o.year_founded, o.total_funding, o.funding_millions::float8 as funding_millions,
                 o.published, o.date_added::text, o.date_updated::text, o.logo_url, o.fallback_avatar,
                 (select coalesce(json_agg(json_build_object('id', w.id, 'url', w.url) order by w.id), '[]')
                    from organizationwebsite w where w.organization_id = o.id) as websites,
                 (select json_build_object('amount', v.valuation_amount::float8, 'date', v.valuation_date,
                                           'source_url', v.valuation_source_url)
                    from organizationvaluation v where v.organization_id = o.id
                    order by v.valuation_date desc, v.id desc limit 1) as valuation,
                 (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'linkedin_url', p.linkedin_url,
                           'role', k.role, 'is_founder', k.is_founder,
                           'social_accounts', (select coalesce(json_agg(json_build_object('id', a.id, 'account_type', a.account_type, 'url', a.url) order by a.id), '[]')
                                               from keypersonsocialaccount a where a.key_person_id = p.id))
                         order by k.is_founder desc, p.name), '[]')
                    from organizationkeyperson k join keyperson p on p.id = k.key_person_id
                    where k.organization_id = o.id) as key_people,
                 (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'description', p.description,
                           'license', p.license, 'resources_url', p.resources_url, 'info_url', p.info_url) order by p.id), '[]')
                    from organizationproject op join project p on p.id = op.project_id
                    where op.organization_id = o.id) as projects,
                 (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'category', c.name) order by t.name), '[]')
                    from organization_tag ot join tag t on t.id = ot.tag_id left join tag_category c on c.id = t.category_id
                    where ot.organization_id = o.id) as tags,
                 (select coalesce(json_agg(json_build_object('id', s.id, 'type', s.social_or_comm, 'url', s.url) order by s.id), '[]')
                    from org_socials_and_comms s where s.org_id = o.id) as socials,
                 (select count(*)::int from headlineorganization ho join headline h on h.id = ho.headline_id
                    where ho.organization_id = o.id ${headlinePublished}) as headline_count,
                 (select coalesce(json_agg(x order by x.headline_date desc nulls last, x.id desc), '[]') from (
                    select h.id, h.headline_type, h.headline_date, h.url, h.description,
                           h.total_amount::float8 as total_amount, h.media_outlet, h.published
                    from headlineorganization ho join headline h on h.id = ho.headline_id
                    where ho.organization_id = o.id ${headlinePublished}
                    order by h.headline_date desc nulls last, h.id desc
                    limit ${DETAIL_HEADLINE_LIMIT}) x) as recent_headlines
          from organization o
          where o.shortname = ${shortname} and ${visibleOrganization(audience)}`,
    );
    return company ?? null;
  },
);
