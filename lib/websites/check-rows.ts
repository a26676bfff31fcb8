import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationwebsite, websiteCheck } from "@/lib/db/schema";

// One website_check row per company website, sharing its id. A removed website takes its row
// with it (the foreign key cascades), so only new and changed websites need a statement here.

/** Brings the check rows in step with the websites; safe to run at any time, on many servers. */
export async function syncWebsiteCheckRows(db: Db): Promise<void> {
  // A website saved with another url is another site: its verdict starts afresh (due now).
  // A sweep checking the old url meanwhile stores nothing: its write wants the old url.
  await db.execute(sql`update ${websiteCheck} set url = w.url, status = 'pending',
      http_status = null, final_url = null, last_error = null, checked_at = null,
      next_due_at = null, feed_url = null, feed_looked_at = null
    from ${organizationwebsite} w
    where w.id = ${websiteCheck.id} and w.url <> ${websiteCheck.url}`);
  await db.execute(sql`insert into ${websiteCheck} (id, url)
    select w.id, w.url from ${organizationwebsite} w
    where not exists (select 1 from ${websiteCheck} c where c.id = w.id)
    on conflict (id) do nothing`);
}
