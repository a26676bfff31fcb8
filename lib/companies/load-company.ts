import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  keyperson,
  keypersonsocialaccount,
  organization,
  organizationkeyperson,
  organizationproject,
  organizationTag,
  organizationwebsite,
  orgSocialsAndComms,
  project,
  tag,
  tagCategory,
} from "@/lib/db/schema";
import type { SocialAccountType } from "@/lib/domain/constants";
import type { CompanyInput } from "@/lib/validation/company-json";
import { latestValuation } from "./sync-valuation";

/** A company as the editor and the history see it: the JSON shape with row ids, and its shortname. */
export type CompanyRecord = CompanyInput & { shortname: string };

/** A company with what a save must check: when it last changed (compared on save). */
export type LoadedCompany = { id: number; record: CompanyRecord; dateUpdated: string };

const orNone = <T>(value: T | null) => value ?? undefined;

/** Company `id` with every list, or null when there is none. */
export async function loadCompany(tx: Db, id: number): Promise<LoadedCompany | null> {
  const [row] = await tx.select().from(organization).where(eq(organization.id, id));
  if (!row) return null;
  const [websites, people, projects, socials, tags, valuation] = await Promise.all([
    tx
      .select({ url: organizationwebsite.url })
      .from(organizationwebsite)
      .where(eq(organizationwebsite.organization_id, id))
      .orderBy(asc(organizationwebsite.id)),
    loadPeople(tx, id),
    tx
      .select()
      .from(organizationproject)
      .innerJoin(project, eq(project.id, organizationproject.project_id))
      .where(eq(organizationproject.organization_id, id))
      .orderBy(asc(project.id)),
    tx
      .select()
      .from(orgSocialsAndComms)
      .where(eq(orgSocialsAndComms.org_id, id))
      .orderBy(asc(orgSocialsAndComms.id)),
    tx
      .select({ category: tagCategory.name, name: tag.name })
      .from(organizationTag)
      .innerJoin(tag, eq(tag.id, organizationTag.tag_id))
      .innerJoin(tagCategory, eq(tagCategory.id, tag.category_id))
      .where(eq(organizationTag.organization_id, id))
      .orderBy(asc(tagCategory.name), asc(tag.name)),
    latestValuation(tx, id),
  ]);
  const record: CompanyRecord = {
    name: row.name,
    shortname: row.shortname,
    organization_type: row.organization_type as CompanyInput["organization_type"],
    description: orNone(row.description),
    short_description: orNone(row.short_description),
    city: orNone(row.city),
    year_founded: orNone(row.year_founded),
    total_funding: orNone(row.total_funding),
    published: row.published,
    logo_url: orNone(row.logo_url),
    fallback_avatar: row.fallback_avatar,
    websites: websites.map((w) => w.url),
    key_people: people,
    projects: projects.map(({ project: p }) => ({
      project_id: p.id,
      name: p.name,
      resources_url: p.resources_url ?? "",
      description: orNone(p.description),
      info_url: orNone(p.info_url),
      license: orNone(p.license),
    })),
    socials: socials.map((s) => ({ id: s.id, type: s.social_or_comm, url: s.url })),
    tags,
    valuation: valuation
      ? { amount: valuation.amount, date: valuation.date, source_url: orNone(valuation.source_url) }
      : undefined,
  };
  return { id, record, dateUpdated: row.date_updated.toISOString() };
}

async function loadPeople(tx: Db, id: number): Promise<CompanyInput["key_people"]> {
  const links = await tx
    .select({
      id: keyperson.id,
      name: keyperson.name,
      linkedin_url: keyperson.linkedin_url,
      role: organizationkeyperson.role,
      is_founder: organizationkeyperson.is_founder,
    })
    .from(organizationkeyperson)
    .innerJoin(keyperson, eq(keyperson.id, organizationkeyperson.key_person_id))
    .where(eq(organizationkeyperson.organization_id, id))
    .orderBy(desc(organizationkeyperson.is_founder), asc(keyperson.name), asc(keyperson.id));
  const accounts =
    links.length === 0
      ? []
      : await tx
          .select()
          .from(keypersonsocialaccount)
          .where(
            inArray(
              keypersonsocialaccount.key_person_id,
              links.map((link) => link.id),
            ),
          )
          .orderBy(asc(keypersonsocialaccount.id));
  return links.map((link) => ({
    person_id: link.id,
    name: link.name,
    role: orNone(link.role),
    linkedin_url: orNone(link.linkedin_url),
    is_founder: link.is_founder,
    social_accounts: accounts
      .filter((account) => account.key_person_id === link.id)
      .map((account) => ({
        account_type: account.account_type as SocialAccountType,
        url: account.url,
      })),
  }));
}
