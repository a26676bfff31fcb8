import "server-only";
import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

// The feeds companies' websites link to (the website check reads each page once for one),
// offered as news sources until one follows that feed.

export type FeedSuggestion = {
  company: { id: number; name: string; shortname: string };
  feedUrl: string;
};

const suggestions = (where: ReturnType<typeof sql>) => sql`
  select distinct on (o.id) o.id, o.name, o.shortname, c.feed_url
  from website_check c
  join organizationwebsite w on w.id = c.id
  join organization o on o.id = w.organization_id
  where c.feed_url is not null
    and not exists (select 1 from news_source s where s.url = c.feed_url)
    and ${where}
  order by o.id, w.id`;

type Row = { id: number; name: string; shortname: string; feed_url: string };
const suggestionOf = ({ feed_url, ...company }: Row): FeedSuggestion => ({
  company,
  feedUrl: feed_url,
});

/** Each company whose website links to a feed no source follows yet, by name. */
export async function listFeedSuggestions(_admin: AdminUser): Promise<FeedSuggestion[]> {
  const rows = await selectRows<Row>(await getDb(), suggestions(sql`true`));
  return rows.map(suggestionOf).sort((a, b) => a.company.name.localeCompare(b.company.name));
}

/** The feed suggested for one company (by shortname); null when none. */
export async function feedSuggestionOf(
  _admin: AdminUser,
  shortname: string,
): Promise<FeedSuggestion | null> {
  const [row] = await selectRows<Row>(await getDb(), suggestions(sql`o.shortname = ${shortname}`));
  return row ? suggestionOf(row) : null;
}
