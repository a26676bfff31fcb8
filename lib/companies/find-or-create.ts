import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { keyperson, project } from "@/lib/db/schema";

type PersonInput = { name: string; linkedin_url?: string };

/** The person with that LinkedIn URL, else with that name, created if neither exists. */
export async function findOrCreatePerson(db: Db, person: PersonInput): Promise<number> {
  const match = person.linkedin_url
    ? eq(keyperson.linkedin_url, person.linkedin_url)
    : eq(sql`lower(${keyperson.name})`, person.name.toLowerCase());
  const [existing] = await db.select({ id: keyperson.id }).from(keyperson).where(match).limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(keyperson)
    .values({ name: person.name, linkedin_url: person.linkedin_url })
    .returning({ id: keyperson.id });
  return created.id;
}

type ProjectInput = {
  name: string;
  resources_url: string;
  description?: string;
  info_url?: string;
  license?: string;
};

/** The project with that repository URL, created if missing (projects may be shared). */
export async function findOrCreateProject(db: Db, input: ProjectInput): Promise<number> {
  const [existing] = await db
    .select({ id: project.id })
    .from(project)
    .where(eq(project.resources_url, input.resources_url))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(project).values(input).returning({ id: project.id });
  return created.id;
}
