import { eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { keyperson, organization, organizationkeyperson, personRedirect } from "@/lib/db/schema";
import { linkedInKeySql } from "@/lib/db/linkedin-key";
import { correlated } from "@/lib/db/rows";
import { equalsAny, intArray } from "@/lib/db/sql-arrays";
import { linkedInKey } from "@/lib/domain/linkedin-url";

// Who a key person entry is, the one rule of the editor, the terminal and the batch files:
// the same person only by LinkedIn URL or a curator's pick by id; a name alone is a new person
// (a namesake linked silently would change an unrelated person's page). A person the company
// already has stays theirs when the entry names them again.

/** A key person as a company lists them: a picked or loaded id, a name, a LinkedIn URL. */
export type PersonEntry = { person_id?: number; name: string; linkedin_url?: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The existing person each entry is, or null for a new one: the person of its id (when they
 * still exist, or the person they were merged into), else the person with its LinkedIn URL (however written), else, for an entry
 * without an id, a person of `linked` (the company's people as loaded) with its name whose
 * LinkedIn URL does not contradict it. Each linked person answers one entry at most.
 */
export async function findSamePeople(
  db: Db,
  entries: PersonEntry[],
  linked: PersonEntry[] = [],
): Promise<(number | null)[]> {
  const [existing, byLinkedIn] = await Promise.all([
    existingIds(db, entries),
    peopleByLinkedIn(db, entries),
  ]);
  const ids = entries.map((entry) => {
    const person = entry.person_id === undefined ? undefined : existing.get(entry.person_id);
    if (person !== undefined) return person;
    return entry.linkedin_url ? (byLinkedIn.get(linkedInKey(entry.linkedin_url)) ?? null) : null;
  });
  const claimed = new Set(ids);
  return entries.map((entry, index) => {
    if (ids[index] !== null || entry.person_id !== undefined) return ids[index];
    const kept = linked.find(
      (person) =>
        person.person_id !== undefined &&
        !claimed.has(person.person_id) &&
        sameName(person.name, entry.name) &&
        !(person.linkedin_url && entry.linkedin_url),
    );
    if (!kept) return null;
    claimed.add(kept.person_id!);
    return kept.person_id!;
  });
}

// The people of the entries' ids that exist, by id; a merged person's id stands for the kept
// person (a company restored to a state before the merge keeps that person).
async function existingIds(db: Db, entries: PersonEntry[]): Promise<Map<number, number>> {
  const ids = [...new Set(entries.flatMap((entry) => entry.person_id ?? []))];
  if (ids.length === 0) return new Map();
  const given = sql<number>`given.id`.mapWith(Number);
  const rows = await db
    .select({
      id: given,
      person: sql<number>`coalesce(${keyperson.id}, ${personRedirect.person_id})`.mapWith(Number),
    })
    .from(sql`unnest(${intArray(ids)}) as given(id)`)
    .leftJoin(keyperson, eq(keyperson.id, given))
    .leftJoin(personRedirect, eq(personRedirect.old_id, given))
    .where(or(isNotNull(keyperson.id), isNotNull(personRedirect.person_id)));
  return new Map(rows.map((row) => [Number(row.id), Number(row.person)]));
}

// The first person (lowest id) of each LinkedIn key the entries name.
async function peopleByLinkedIn(db: Db, entries: PersonEntry[]): Promise<Map<string, number>> {
  const keys = [...new Set(entries.flatMap((entry) => entry.linkedin_url ?? []).map(linkedInKey))];
  if (keys.length === 0) return new Map();
  const key = linkedInKeySql(keyperson.linkedin_url);
  const rows = await db
    .select({ key, id: sql<number>`min(${keyperson.id})` })
    .from(keyperson)
    .where(equalsAny(key, keys, "text"))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

/** An existing person a new one shares a name with, and one of their companies. */
export type Namesake = { name: string; company: string | null };

/**
 * Existing people by lower-case name, for the names given (case-insensitive): whom a new
 * person may be, for a curator to check. Lowest ids first, three at most per name.
 */
export async function findNamesakes(db: Db, names: string[]): Promise<Map<string, Namesake[]>> {
  const lower = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  const found = new Map<string, Namesake[]>();
  if (lower.length === 0) return found;
  const lowerName = sql<string>`lower(${keyperson.name})`;
  const rows = await db
    .select({
      key: lowerName,
      name: keyperson.name,
      company: correlated(sql<string | null>`(select min(${organization.name})
        from ${organizationkeyperson}
        join ${organization} on ${organization.id} = ${organizationkeyperson.organization_id}
        where ${organizationkeyperson.key_person_id} = ${keyperson.id})`),
    })
    .from(keyperson)
    .where(equalsAny(lowerName, lower, "text"))
    .orderBy(keyperson.id);
  for (const row of rows) {
    const list = found.get(row.key) ?? [];
    if (list.length < 3) list.push({ name: row.name, company: row.company });
    found.set(row.key, list);
  }
  return found;
}
