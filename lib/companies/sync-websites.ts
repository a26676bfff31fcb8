import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationwebsite } from "@/lib/db/schema";

/**
 * Makes the company's websites `urls`, in that order (the first is the primary one). Rows are
 * ordered by id, so each position keeps its row and only a changed URL is updated.
 */
export async function syncWebsites(tx: Db, organizationId: number, urls: string[]) {
  const rows = await tx
    .select({ id: organizationwebsite.id, url: organizationwebsite.url })
    .from(organizationwebsite)
    .where(eq(organizationwebsite.organization_id, organizationId))
    .orderBy(asc(organizationwebsite.id));
  for (const [index, row] of rows.slice(0, urls.length).entries()) {
    if (row.url !== urls[index]) {
      await tx
        .update(organizationwebsite)
        .set({ url: urls[index] })
        .where(eq(organizationwebsite.id, row.id));
    }
  }
  const added = urls.slice(rows.length);
  if (added.length > 0) {
    await tx
      .insert(organizationwebsite)
      .values(added.map((url) => ({ organization_id: organizationId, url })));
  }
  const removed = rows.slice(urls.length).map((row) => row.id);
  if (removed.length > 0) {
    await tx.delete(organizationwebsite).where(inArray(organizationwebsite.id, removed));
  }
}
