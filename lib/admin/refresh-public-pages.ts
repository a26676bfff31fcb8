import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { companyEmbedPath, personEmbedPath } from "@/lib/embeds/embed-paths";
import { SHARED_PARTS_TAG } from "@/lib/queries/shared-parts";
import { forgetAfterWrite } from "@/lib/redis/write-news";

/** What an admin write changed, for the pages of those things themselves. */
export type PublicChange = { companies?: string[]; people?: number[]; allCards?: boolean };

type Revalidation = readonly [path: string, type?: "page" | "layout"];

// The cached routes that show many companies, people or headlines at once. Any write can
// change what they show, so they are refreshed on every write. Route patterns name the
// files under app/, route group included.
const SHARED_ROUTES: Revalidation[] = [
  ["/(public)/isr/home/[key]", "page"],
  ["/(public)/isr/organizations/[state]", "page"],
  ["/(public)/isr/people/[query]", "page"],
  ["/(public)/isr/headlines/[query]", "page"],
  ["/(public)/isr/showcase/[key]", "page"],
  ["/(public)/isr/stats/[key]", "page"],
  ["/(public)/isr/growth/[key]", "page"],
  ["/(public)/isr/data/[key]", "page"],
];

// A company's headlines pages cannot be named one by one (their number depends on its
// headlines): the headlines pages of every company are refreshed, each on its next visit.
const COMPANY_HEADLINES: Revalidation = [
  "/(public)/organizations/[shortname]/headlines/[[...page]]",
  "page",
];

// Every company's page and embeddable card (a change naming more companies than is worth
// refreshing one by one). The card is a route handler, whose entries answer to its pattern as
// a layout.
const ALL_COMPANY_PAGES: Revalidation[] = [
  ["/(public)/organizations/[shortname]", "page"],
  ["/embed/organizations/[shortname]", "layout"],
];

// What shows one company besides its headlines pages and badges: its page, social card and
// embeddable card.
const companyPaths = (shortname: string): Revalidation[] => [
  [`/organizations/${encodeURIComponent(shortname)}`],
  [`/organizations/${encodeURIComponent(shortname)}/card.png`],
  [companyEmbedPath(shortname)],
];

// Every company's README badges. A route handler's cache entry answers to its route's pattern
// as a layout (as ALL_CARDS below), while its rewritten path did not reach it (the proxy
// rewrites /badge/{shortname}.svg to it), so a write naming any company refreshes them all,
// each on its next request: a badge is drawn again in about 10 ms (docs/benchmark.md).
const ALL_BADGES: Revalidation = ["/(public)/isr/badges/[shortname]/[metric]", "layout"];

// A bulk tag write names thousands of companies: past this many, their pages and cards are
// refreshed as one route each (every page on its next visit) rather than path by path. Next
// scans its pending revalidations on each call, so 5,000 companies (10,000 paths) took seconds
// of the admin's request and sent 10,000 tags to the cache.
const COMPANY_PAGES_ONE_BY_ONE = 100;

// Every company's social card (a change of the default template), each on its next fetch.
const ALL_CARDS = ["/(public)/organizations/[shortname]/card.png", "layout"] as const;

/**
 * Refreshes the cached public pages a write changed: the lists, home, showcase and headlines
 * pages, and the pages of the companies (with their headlines pages, cards and badges; all of
 * them past COMPANY_PAGES_ONE_BY_ONE) and people (with their cards) named. Called inside the admin's request, after the
 * write's transaction: admins see the change at once, visitors at the next request past the
 * server's 10-second micro-cache. The sitemap and feeds are built per request. With REDIS_URL
 * the page cache is shared (lib/cache/redis-cache-handler.mjs), so this reaches every server;
 * what servers keep in memory about the data is forgotten on all of them (write-news.ts).
 */
export function refreshPublicPages({ companies = [], people = [], allCards }: PublicChange = {}) {
  forgetAfterWrite();
  const oneByOne = companies.length <= COMPANY_PAGES_ONE_BY_ONE;
  const revalidations: Revalidation[] = [
    ...SHARED_ROUTES,
    ...(companies.length > 0 ? [COMPANY_HEADLINES, ALL_BADGES] : []),
    ...(allCards || !oneByOne ? [ALL_CARDS] : []),
    ...(oneByOne ? companies.flatMap(companyPaths) : ALL_COMPANY_PAGES),
    ...people.flatMap((id): Revalidation[] => [[`/people/${id}`], [personEmbedPath(id)]]),
  ];
  // The parts read once for all lists expire at once: the pages' next renders read them anew.
  if (!revalidateIfServing(() => revalidateTag(SHARED_PARTS_TAG, { expire: 0 }))) return;
  for (const [path, type] of revalidations) {
    if (!revalidateIfServing(() => revalidatePath(path, type))) return;
  }
}

// Outside the web server (scripts, tests of the data layer) there is no page cache to refresh.
function revalidateIfServing(revalidate: () => void): boolean {
  try {
    revalidate();
    return true;
  } catch (error) {
    if ((error as Error).message.includes("static generation store missing")) return false;
    throw error;
  }
}
