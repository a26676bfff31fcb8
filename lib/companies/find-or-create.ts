import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { keyperson, project } from "@/lib/db/schema";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";
import { linkedInKey } from "@/lib/domain/linkedin-url";
import { findSamePeople, type PersonEntry } from "./same-person";

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

/**
 * For each person, the existing person they are (findSamePeople: by id, LinkedIn URL, or a
 * link of the company in `linked`), else a new person; entries that name one new LinkedIn URL
 * become one person. A name alone never finds anyone else.
 */
export async function findOrCreatePeople(
  db: Db,
  people: PersonEntry[],
  linked: PersonEntry[] = [],
): Promise<number[]> {
  if (people.length === 0) return [];
  const same = await findSamePeople(db, people, linked);
  const entries = people.map((person, index) => ({ person, index }));
  return findOrCreate(
    entries,
    ({ person, index }) => {
      const own = `entry:${index}`;
      if (same[index] !== null || !person.linkedin_url) return { lookup: own, provides: [] };
      const key = `linkedin:${linkedInKey(person.linkedin_url)}`;
      return { lookup: key, provides: [key] };
    },
    new Map(same.flatMap((id, index) => (id === null ? [] : [[`entry:${index}`, id]]))),
    async (missing) => {
      const rows = await insertMany<{ id: number }>(
        db,
        keyperson,
        missing.map(({ person }) => ({ name: person.name, linkedin_url: person.linkedin_url })),
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
