import { revalidatePath } from "next/cache";

/** What an admin write changed, for the pages of those things themselves. */
export type PublicChange = { companies?: string[]; people?: number[] };

// The cached routes that show many companies, people or headlines at once. Any write can
// change what they show, so they are refreshed on every write.
const SHARED_ROUTES = [
  "/isr/home/[key]",
  "/isr/organizations/[state]",
  "/isr/people/[query]",
  "/isr/headlines/[query]",
  "/isr/showcase/[key]",
];

/**
 * Refreshes the cached public pages a write changed: the lists, home, showcase and headlines
 * pages, and the pages of the companies (with their headlines pages) and people named. Called
 * inside the admin's request, after the write's transaction: admins see the change at once,
 * visitors at the next request past the server's 10-second micro-cache. The sitemap and feeds
 * are built per request. The cache lives in this process; a shared cache handler would change
 * this one place.
 */
export function refreshPublicPages({ companies = [], people = [] }: PublicChange = {}) {
  const paths: [string, "page" | "layout"][] = [
    ...SHARED_ROUTES.map((route) => [route, "page"] as [string, "page"]),
    ...companies.map(
      (shortname) =>
        [`/organizations/${encodeURIComponent(shortname)}`, "layout"] as [string, "layout"],
    ),
    ...people.map((id) => [`/people/${id}`, "page"] as [string, "page"]),
  ];
  for (const [path, type] of paths) {
    if (!revalidateIfServing(path, type)) return;
  }
}

// Outside the web server (scripts, tests of the data layer) there is no page cache to refresh.
function revalidateIfServing(path: string, type: "page" | "layout"): boolean {
  try {
    revalidatePath(path, type);
    return true;
  } catch (error) {
    if ((error as Error).message.includes("static generation store missing")) return false;
    throw error;
  }
}
