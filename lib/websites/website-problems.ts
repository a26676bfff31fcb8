import "server-only";
import { sql } from "drizzle-orm";

// A company's websites that the last check found unreachable, or sending visitors to another
// site, as SQL on organization `o` (lib/queries/visibility.ts). A check of a url the website
// no longer has does not count: the next sweep checks the new one.

const PROBLEM_CHECKS = sql`organizationwebsite w
  join website_check c on c.id = w.id and c.url = w.url
  where w.organization_id = o.id and c.status in ('unreachable', 'redirected')`;

/** Whether any website of `o` is unreachable or redirects to another site. */
export const WEBSITE_UNREACHABLE = sql`exists (select 1 from ${PROBLEM_CHECKS})`;

/** What the curators' table says of a company's first website with a problem. */
export type WebsiteProblem = {
  url: string;
  status: "unreachable" | "redirected";
  http_status: number | null;
  final_url: string | null;
  last_error: string | null;
};

/** The first website of `o` with a problem, or null. */
export const FIRST_WEBSITE_PROBLEM = sql<WebsiteProblem | null>`(select json_build_object(
    'url', w.url, 'status', c.status, 'http_status', c.http_status,
    'final_url', c.final_url, 'last_error', c.last_error)
  from ${PROBLEM_CHECKS} order by w.id limit 1)`;
