import "server-only";
import { asc, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { newsSource } from "@/lib/db/schema";
import { writeOpml } from "./opml-document";

export const OPML_TITLE = "News sources of the COSS directory";

/** Every news source (on or off) as an OPML 2.0 subscription list, by name. */
export async function exportSourcesOpml(_admin: AdminUser, now = new Date()): Promise<string> {
  const db = await getDb();
  const feeds = await db
    .select({ title: newsSource.name, url: newsSource.url })
    .from(newsSource)
    .orderBy(sql`lower(${newsSource.name})`, asc(newsSource.id));
  return writeOpml(OPML_TITLE, feeds, now);
}
