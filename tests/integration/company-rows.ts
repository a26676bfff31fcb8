// What the company write tests look at: the rows behind a company (with their ids, to tell
// kept rows from replaced ones), its recorded changes, and a record without its row ids.
import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { getCompanyForEditor } from "@/lib/admin/companies/company-for-editor";
import type { CompanyRecord } from "@/lib/companies/load-company";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";

/** The rows of every list of company `id`, each with its id, in id order. */
export async function companyRows(db: Db, id: number) {
  const people = await db
    .select({ id: t.keyperson.id, name: t.keyperson.name, role: t.organizationkeyperson.role })
    .from(t.organizationkeyperson)
    .innerJoin(t.keyperson, eq(t.keyperson.id, t.organizationkeyperson.key_person_id))
    .where(eq(t.organizationkeyperson.organization_id, id))
    .orderBy(asc(t.keyperson.id));
  const personIds = people.map((person) => person.id);
  return {
    websites: await db
      .select({ id: t.organizationwebsite.id, url: t.organizationwebsite.url })
      .from(t.organizationwebsite)
      .where(eq(t.organizationwebsite.organization_id, id))
      .orderBy(asc(t.organizationwebsite.id)),
    people,
    accounts: await db
      .select({ id: t.keypersonsocialaccount.id, url: t.keypersonsocialaccount.url })
      .from(t.keypersonsocialaccount)
      .where(inArray(t.keypersonsocialaccount.key_person_id, personIds.length ? personIds : [0]))
      .orderBy(asc(t.keypersonsocialaccount.id)),
    projects: await db
      .select({ id: t.project.id, name: t.project.name, license: t.project.license })
      .from(t.organizationproject)
      .innerJoin(t.project, eq(t.project.id, t.organizationproject.project_id))
      .where(eq(t.organizationproject.organization_id, id))
      .orderBy(asc(t.project.id)),
    socials: await db
      .select({ id: t.orgSocialsAndComms.id, url: t.orgSocialsAndComms.url })
      .from(t.orgSocialsAndComms)
      .where(eq(t.orgSocialsAndComms.org_id, id))
      .orderBy(asc(t.orgSocialsAndComms.id)),
    tags: await db
      .select({ id: t.tag.id, name: t.tag.name })
      .from(t.organizationTag)
      .innerJoin(t.tag, eq(t.tag.id, t.organizationTag.tag_id))
      .where(eq(t.organizationTag.organization_id, id))
      .orderBy(asc(t.tag.id)),
    valuations: await db
      .select({
        id: t.organizationvaluation.id,
        amount: t.organizationvaluation.valuation_amount,
        date: t.organizationvaluation.valuation_date,
        source_url: t.organizationvaluation.valuation_source_url,
      })
      .from(t.organizationvaluation)
      .where(eq(t.organizationvaluation.organization_id, id))
      .orderBy(asc(t.organizationvaluation.id)),
  };
}

/** The recorded changes of companies, oldest first. */
export function companyHistory(db: Db) {
  return db
    .select()
    .from(t.changeHistory)
    .where(eq(t.changeHistory.entity_type, "company"))
    .orderBy(asc(t.changeHistory.id));
}

/** A record as a curator sees it: without the row ids a save may renumber. */
export function withoutIds(record: CompanyRecord | unknown) {
  return JSON.parse(
    JSON.stringify(record, (key, value) =>
      key === "person_id" || key === "project_id" || key === "id" ? undefined : value,
    ),
  );
}

/** The company as the editor opens it (it must exist), and a copy to edit as the form. */
export async function openEditor(shortname: string) {
  const opened = await getCompanyForEditor(TEST_ADMIN, shortname);
  expect(opened, `company ${shortname}`).not.toBeNull();
  return { ...opened!, form: structuredClone(opened!.record) };
}

/** How the version check words the time of a change. */
export const minuteOf = (at: Date) => `${at.toISOString().replace("T", " ").slice(0, 16)} UTC`;
