import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { headline } from "@/lib/db/schema";

export type SameUrlHeadline = { id: number; description: string };

/** Another headline already stored with this exact URL (trimmed), if any; `except` is the one edited. */
export async function findHeadlineWithUrl(
  _admin: AdminUser,
  url: string,
  except: number | null,
): Promise<SameUrlHeadline | null> {
  const target = url.trim();
  if (!target) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: headline.id, description: headline.description })
    .from(headline)
    .where(and(eq(headline.url, target), except === null ? undefined : ne(headline.id, except)))
    .orderBy(asc(headline.id))
    .limit(1);
  return row ?? null;
}
