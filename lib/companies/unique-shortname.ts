import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { equalsAny } from "@/lib/db/sql-arrays";
import { firstFreeSlug, slugify } from "@/lib/domain/slug";

// The shortnames in use among `bases` and, for the bases taken, their numbered variants.
async function takenShortnames(db: Db, bases: string[]): Promise<string[]> {
  const select = () => db.select({ shortname: organization.shortname }).from(organization);
  const taken = (await select().where(equalsAny(organization.shortname, bases, "text"))).map(
    (row) => row.shortname,
  );
  if (taken.length === 0) return [];
  const withoutNumber = sql`regexp_replace(${organization.shortname}, '-[0-9]+$', '')`;
  const numbered = await select().where(equalsAny(withoutNumber, taken, "text"));
  return [...taken, ...numbered.map((row) => row.shortname)];
}

/**
 * Shortnames for new companies, in order: the slug of each name, suffixed -2, -3... when a
 * company or an earlier name of the list has it.
 */
export async function uniqueShortnames(db: Db, names: string[]): Promise<string[]> {
  const bases = names.map((name) => slugify(name) || "company");
  const used = new Set(await takenShortnames(db, [...new Set(bases)]));
  return bases.map((base) => {
    const shortname = firstFreeSlug(base, used);
    used.add(shortname);
    return shortname;
  });
}

/** `wanted` when no company has it, else its first free numbered variant (-2, -3...). */
export async function freeShortname(db: Db, wanted: string): Promise<string> {
  return firstFreeSlug(wanted, await takenShortnames(db, [wanted]));
}
