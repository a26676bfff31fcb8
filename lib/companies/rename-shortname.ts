import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization, shortnameRedirect } from "@/lib/db/schema";
import { shortnameFormatProblem } from "@/lib/domain/shortname";

// A company's shortname may change; its former ones stay in shortname_redirect, so that their
// URLs keep leading to the company and no other company takes them. The rows name the company
// by id: after A→B→C both A and B lead to C without rewriting older rows.

/**
 * What stops company `id` (null for a new company) from taking the shortname `wanted`: its
 * format, another company having it, or another company's former shortname. Null when free.
 */
export async function shortnameProblem(
  db: Db,
  id: number | null,
  wanted: string,
): Promise<string | null> {
  const format = shortnameFormatProblem(wanted);
  if (format) return format;
  const others = id === null ? undefined : ne(organization.id, id);
  const [owner] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(and(eq(organization.shortname, wanted), others));
  if (owner) return `The shortname ${wanted} is taken by ${owner.name}.`;
  const [reserved] = await db
    .select({ name: organization.name, shortname: organization.shortname })
    .from(shortnameRedirect)
    .innerJoin(organization, eq(organization.id, shortnameRedirect.organization_id))
    .where(and(eq(shortnameRedirect.old_shortname, wanted), others));
  if (reserved) {
    return `The shortname ${wanted} is reserved: it was ${reserved.name}'s and its links lead to /organizations/${reserved.shortname}.`;
  }
  return null;
}

/**
 * Renames company `id` from `from` to `to` (checked free by shortnameProblem): `from` becomes a
 * former shortname, and `to` stops being one (renaming back). Inside the caller's transaction.
 */
export async function renameShortname(tx: Db, id: number, from: string, to: string) {
  await tx
    .delete(shortnameRedirect)
    .where(and(eq(shortnameRedirect.old_shortname, to), eq(shortnameRedirect.organization_id, id)));
  await tx
    .insert(shortnameRedirect)
    .values({ old_shortname: from, organization_id: id })
    .onConflictDoUpdate({ target: shortnameRedirect.old_shortname, set: { organization_id: id } });
  // social_media_posts follow by ON UPDATE CASCADE.
  await tx.update(organization).set({ shortname: to }).where(eq(organization.id, id));
}
