import "server-only";
import { sql } from "drizzle-orm";
import { selectRows } from "@/lib/db/rows";
import { keptUntilNextWrite } from "./kept-until-write";
import { PUBLIC_ORGANIZATION } from "./visibility";

// Counting every tag's links takes most of a request on a large dataset, and the counts
// change only with a write: they are kept until then.

/** The tags published companies carry, and how many carry each, as two parallel arrays. */
export const tagCompanyCounts = keptUntilNextWrite("tag-company-counts", async (db) => {
  const rows = await selectRows<{ tag_id: number; companies: number }>(
    db,
    sql`select ot.tag_id, count(*)::int as companies from organization_tag ot
      join organization o on o.id = ot.organization_id
      where ${PUBLIC_ORGANIZATION} group by ot.tag_id`,
  );
  return { tagIds: rows.map((row) => row.tag_id), counts: rows.map((row) => row.companies) };
});
