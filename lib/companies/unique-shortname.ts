import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { firstFreeSlug, slugify } from "@/lib/domain/slug";

/** A shortname for a new company: the slug of its name, suffixed -2, -3... when taken. */
export async function uniqueShortname(db: Db, name: string): Promise<string> {
  const base = slugify(name) || "company";
  const taken = await selectRows<{ shortname: string }>(
    db,
    sql`select shortname from organization where shortname ~ ${`^${base}(-[0-9]+)?$`}`,
  );
  return firstFreeSlug(
    base,
    taken.map((row) => row.shortname),
  );
}
