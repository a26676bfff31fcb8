import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { keyperson, project } from "@/lib/db/schema";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";

type PersonInput = { name: string; linkedin_url?: string };

type ProjectInput = {
  name: string;
  resources_url: string;
  description?: string;
  info_url?: string;
  license?: string;
};

/** How an entry is looked up, and the keys by which later entries find it once created. */
type Keys = { lookup: string; provides: string[] };

/**
 * Resolves entries, in order, to ids: `found` maps the keys that exist to their ids; an entry
 * whose key is missing is created (by `create`, given the missing entries and answering their
 * ids in the same order), and later entries find it as if it had existed.
 */
async function findOrCreate<T>(
  entries: T[],
  keysOf: (entry: T) => Keys,
  found: Map<string, number>,
  create: (missing: T[]) => Promise<number[]>,
): Promise<number[]> {
  // A missing entry gets a slot: -1 for the first created, -2 for the next...
  const known = new Map(found);
  const missing: T[] = [];
  const slots = entries.map((entry) => {
    const { lookup, provides } = keysOf(entry);
    const hit = known.get(lookup);
    if (hit !== undefined) return hit;
    missing.push(entry);
    const slot = -missing.length;
    for (const key of provides) if (!known.has(key)) known.set(key, slot);
    return slot;
  });
  const created = missing.length > 0 ? await create(missing) : [];
  return slots.map((id) => (id < 0 ? created[-id - 1] : id));
}

const byName = (name: string) => `name:${name.toLowerCase()}`;
const byLinkedIn = (url: string) => `linkedin:${url}`;

/**
 * For each person, the person with that LinkedIn URL, else (without one) with that name,
 * created when neither exists; a person created for an earlier entry is found by later ones.
 */
export async function findOrCreatePeople(db: Db, people: PersonInput[]): Promise<number[]> {
  if (people.length === 0) return [];
  const urls = [...new Set(people.flatMap((person) => person.linkedin_url ?? []))];
  const names = [
    ...new Set(people.flatMap((person) => (person.linkedin_url ? [] : person.name.toLowerCase()))),
  ];
  const lowerName = sql<string>`lower(${keyperson.name})`;
  const found = new Map<string, number>();
  const [withUrl, withName] = await Promise.all([
    urls.length === 0
      ? []
      : db
          .select({ key: keyperson.linkedin_url, id: sql<number>`min(${keyperson.id})` })
          .from(keyperson)
          .where(equalsAny(keyperson.linkedin_url, urls, "text"))
          .groupBy(keyperson.linkedin_url),
    names.length === 0
      ? []
      : db
          .select({ key: lowerName, id: sql<number>`min(${keyperson.id})` })
          .from(keyperson)
          .where(equalsAny(lowerName, names, "text"))
          .groupBy(lowerName),
  ]);
  for (const row of withUrl) found.set(byLinkedIn(row.key!), row.id);
  for (const row of withName) found.set(byName(row.key), row.id);
  return findOrCreate(
    people,
    // A person with a LinkedIn URL is that URL's person only; once created, a later entry
    // without a URL finds them by name too.
    ({ name, linkedin_url }) =>
      linkedin_url
        ? { lookup: byLinkedIn(linkedin_url), provides: [byLinkedIn(linkedin_url), byName(name)] }
        : { lookup: byName(name), provides: [byName(name)] },
    found,
    async (missing) => {
      const rows = await insertMany<{ id: number }>(
        db,
        keyperson,
        missing.map(({ name, linkedin_url }) => ({ name, linkedin_url })),
        sql`returning id`,
      );
      return rows.map((row) => row.id);
    },
  );
}

/** For each project, the project with that repository URL, created if missing (projects may be shared). */
export async function findOrCreateProjects(db: Db, projects: ProjectInput[]): Promise<number[]> {
  if (projects.length === 0) return [];
  const urls = [...new Set(projects.map((item) => item.resources_url))];
  const rows = await db
    .select({ key: project.resources_url, id: sql<number>`min(${project.id})` })
    .from(project)
    .where(equalsAny(project.resources_url, urls, "text"))
    .groupBy(project.resources_url);
  return findOrCreate(
    projects,
    ({ resources_url }) => ({ lookup: resources_url, provides: [resources_url] }),
    new Map(rows.map((row) => [row.key!, row.id])),
    async (missing) => {
      const created = await insertMany<{ id: number }>(
        db,
        project,
        missing.map(({ name, resources_url, description, info_url, license }) => ({
          name,
          resources_url,
          description,
          info_url,
          license,
        })),
        sql`returning id`,
      );
      return created.map((row) => row.id);
    },
  );
}
