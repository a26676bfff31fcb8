import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { equalsAny } from "@/lib/db/sql-arrays";
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
import { listValuations, type RecordedValuation } from "./sync-valuation";

/**
 * A company as the editor and the history see it: the JSON shape with row ids, its shortname,
 * and every recorded valuation, newest first (`valuation` is the first, the current one).
 */
export type CompanyRecord = CompanyInput & { shortname: string; valuations: RecordedValuation[] };

/** A company with what a save must check: when it last changed (compared on save). */
export type LoadedCompany = { id: number; record: CompanyRecord; dateUpdated: string };

const orNone = <T>(value: T | null) => value ?? undefined;

/** Company `id` with every list, or null when there is none. */
export async function loadCompany(tx: Db, id: number): Promise<LoadedCompany | null> {
  return (await loadCompanies(tx, [id])).get(id) ?? null;
}

// Rows of `rows` by the id they belong to, in their order.
function groupBy<T>(rows: T[], idOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(idOf(row));
    if (group) group.push(row);
    else groups.set(idOf(row), [row]);
  }
  return groups;
}

/** The companies of `ids` that exist, with every list, by id: a few queries for all of them. */
export async function loadCompanies(tx: Db, ids: number[]): Promise<Map<number, LoadedCompany>> {
  const companies = new Map<number, LoadedCompany>();
  if (ids.length === 0) return companies;
  const [rows, websites, people, projects, socials, tags, valuations] = await Promise.all([
    tx
      .select()
      .from(organization)
      .where(equalsAny(organization.id, ids, "integer")),
    tx
      .select({
        organization_id: organizationwebsite.organization_id,
        url: organizationwebsite.url,
      })
      .from(organizationwebsite)
      .where(equalsAny(organizationwebsite.organization_id, ids, "integer"))
      .orderBy(asc(organizationwebsite.id)),
    loadPeople(tx, ids),
    tx
      .select()
      .from(organizationproject)
      .innerJoin(project, eq(project.id, organizationproject.project_id))
      .where(equalsAny(organizationproject.organization_id, ids, "integer"))
      .orderBy(asc(project.id)),
    tx
      .select()
      .from(orgSocialsAndComms)
      .where(equalsAny(orgSocialsAndComms.org_id, ids, "integer"))
      .orderBy(asc(orgSocialsAndComms.id)),
    tx
      .select({
        organization_id: organizationTag.organization_id,
        tag: { category: tagCategory.name, name: tag.name },
      })
      .from(organizationTag)
      .innerJoin(tag, eq(tag.id, organizationTag.tag_id))
      .innerJoin(tagCategory, eq(tagCategory.id, tag.category_id))
      .where(equalsAny(organizationTag.organization_id, ids, "integer"))
      .orderBy(asc(tagCategory.name), asc(tag.name)),
    listValuations(tx, ids),
  ]);
  const websitesOf = groupBy(websites, (w) => w.organization_id);
  const projectsOf = groupBy(projects, (p) => p.organizationproject.organization_id);
  const socialsOf = groupBy(socials, (s) => s.org_id);
  const tagsOf = groupBy(tags, (t) => t.organization_id);
  for (const row of rows) {
    const recorded = valuations.get(row.id) ?? [];
    const valuation = recorded[0];
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
      websites: (websitesOf.get(row.id) ?? []).map((w) => w.url),
      key_people: people.get(row.id) ?? [],
      projects: (projectsOf.get(row.id) ?? []).map(({ project: p }) => ({
        project_id: p.id,
        name: p.name,
        resources_url: p.resources_url ?? "",
        description: orNone(p.description),
        info_url: orNone(p.info_url),
        license: orNone(p.license),
      })),
      socials: (socialsOf.get(row.id) ?? []).map((s) => ({
        id: s.id,
        type: s.social_or_comm,
        url: s.url,
      })),
      tags: (tagsOf.get(row.id) ?? []).map((link) => link.tag),
      valuation: valuation
        ? {
            amount: valuation.amount,
            date: valuation.date,
            source_url: orNone(valuation.source_url),
          }
        : undefined,
      valuations: recorded,
    };
    companies.set(row.id, { id: row.id, record, dateUpdated: row.date_updated.toISOString() });
  }
  return companies;
}

async function loadPeople(tx: Db, ids: number[]): Promise<Map<number, CompanyInput["key_people"]>> {
  const links = await tx
    .select({
      organization_id: organizationkeyperson.organization_id,
      id: keyperson.id,
      name: keyperson.name,
      linkedin_url: keyperson.linkedin_url,
      role: organizationkeyperson.role,
      is_founder: organizationkeyperson.is_founder,
    })
    .from(organizationkeyperson)
    .innerJoin(keyperson, eq(keyperson.id, organizationkeyperson.key_person_id))
    .where(equalsAny(organizationkeyperson.organization_id, ids, "integer"))
    .orderBy(desc(organizationkeyperson.is_founder), asc(keyperson.name), asc(keyperson.id));
  const accounts =
    links.length === 0
      ? []
      : await tx
          .select()
          .from(keypersonsocialaccount)
          .where(
            equalsAny(
              keypersonsocialaccount.key_person_id,
              links.map((link) => link.id),
              "integer",
            ),
          )
          .orderBy(asc(keypersonsocialaccount.id));
  const accountsOf = groupBy(accounts, (account) => account.key_person_id);
  const people = groupBy(links, (link) => link.organization_id);
  return new Map(
    [...people].map(([organizationId, list]) => [
      organizationId,
      list.map((link) => ({
        person_id: link.id,
        name: link.name,
        role: orNone(link.role),
        linkedin_url: orNone(link.linkedin_url),
        is_founder: link.is_founder,
        social_accounts: (accountsOf.get(link.id) ?? []).map((account) => ({
          account_type: account.account_type as SocialAccountType,
          url: account.url,
        })),
      })),
    ]),
  );
}
