import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization, shortnameRedirect } from "@/lib/db/schema";
import { equalsAny } from "@/lib/db/sql-arrays";
import { firstFreeSlug, slugify } from "@/lib/domain/slug";

// The shortnames among `bases` that are in use or reserved (a company's former shortname,
// whose links lead to it) and, for the bases taken, their numbered variants.
async function takenShortnames(db: Db, bases: string[]): Promise<string[]> {
  const named = async (names: string[], numbered: boolean) => {
    const key = (column: SQL | typeof organization.shortname) =>
      numbered ? sql`regexp_replace(${column}, '-[0-9]+$', '')` : column;
    const current = db
      .select({ shortname: organization.shortname })
      .from(organization)
      .where(equalsAny(key(organization.shortname), names, "text"));
    const former = db
      .select({ shortname: shortnameRedirect.old_shortname })
      .from(shortnameRedirect)
      .where(equalsAny(key(sql`${shortnameRedirect.old_shortname}`), names, "text"));
    return (await current.union(former)).map((row) => row.shortname);
  };
  const taken = await named(bases, false);
  if (taken.length === 0) return [];
  return [...taken, ...(await named(taken, true))];
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

/** `wanted` when no company has it (nor had it: see takenShortnames), else its first free numbered variant (-2, -3...). */
export async function freeShortname(db: Db, wanted: string): Promise<string> {
  return firstFreeSlug(wanted, await takenShortnames(db, [wanted]));
}
