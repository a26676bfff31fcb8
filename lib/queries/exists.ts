import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import {
  organization,
  organizationkeyperson,
  personRedirect,
  shortnameRedirect,
} from "@/lib/db/schema";
import { keptUntilNextWrite } from "./kept-until-write";
import { PUBLIC_ORGANIZATION } from "./visibility";

// Whether a public page has something to show, asked before the page renders so that a
// missing one is answered by the server-rendered 404 page (see proxy.ts). The answers come
// from a small set kept in this process, read once and again after each admin write, so that
// viewing a cached page costs no query.

type Shown = {
  companies: Set<string>;
  /** Ids of the people linked to a public company. */
  people: Set<number>;
  /** A merged person's old id, to the kept person's. */
  redirects: Map<number, number>;
  /** A company's former shortname, to its current one. */
  formerShortnames: Map<string, string>;
};

async function readShown(db: Db): Promise<Shown> {
  const o = alias(organization, "o");
  const [companies, people, redirects, former] = await Promise.all([
    db.select({ shortname: o.shortname }).from(o).where(PUBLIC_ORGANIZATION),
    db
      .selectDistinct({ id: organizationkeyperson.key_person_id })
      .from(organizationkeyperson)
      .innerJoin(o, eq(o.id, organizationkeyperson.organization_id))
      .where(PUBLIC_ORGANIZATION),
    db.select().from(personRedirect),
    db
      .select({ old: shortnameRedirect.old_shortname, current: o.shortname })
      .from(shortnameRedirect)
      .innerJoin(o, eq(o.id, shortnameRedirect.organization_id)),
  ]);
  return {
    companies: new Set(companies.map((row) => row.shortname)),
    people: new Set(people.map((row) => row.id)),
    redirects: new Map(redirects.map((row) => [row.old_id, row.person_id])),
    formerShortnames: new Map(former.map((row) => [row.old, row.current])),
  };
}

/** What is shown, read once after each write (and at most a minute old). */
const shown = keptUntilNextWrite("shown-pages", readShown);

/** Whether a published company has this shortname. */
export async function isPublicCompany(shortname: string): Promise<boolean> {
  return (await shown()).companies.has(shortname);
}

/**
 * Whether this person is shown publicly: linked to at least one published company. The id of
 * a person merged into another counts as the kept person's (its page redirects there).
 */
export async function isPublicPerson(id: number): Promise<boolean> {
  const { people, redirects } = await shown();
  return people.has(redirects.get(id) ?? id);
}

/**
 * The current shortname of the company that had `shortname` before a rename, and whether that
 * company is published; null when `shortname` is no company's former one.
 */
export async function renamedCompany(
  shortname: string,
): Promise<{ shortname: string; shown: boolean } | null> {
  const { formerShortnames, companies } = await shown();
  const current = formerShortnames.get(shortname);
  return current === undefined ? null : { shortname: current, shown: companies.has(current) };
}
