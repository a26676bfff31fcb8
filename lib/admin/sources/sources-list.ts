import "server-only";
import { defineAdminList, paramsOf } from "@/lib/admin/lists/admin-list";
import { parsePageParam } from "@/lib/domain/pagination";
import { listFeedSuggestions } from "./feed-suggestions";
import { listNewsSources } from "./list-sources";

export type SourcesQuery = { page?: number };

/**
 * /admin/sources?page=: every news source, 50 a page, the failing ones first, and the feeds
 * companies' websites link to that no source follows yet.
 */
export const sourcesList = defineAdminList({
  codec: {
    path: "/admin/sources",
    // A bad page number shows the first page.
    parse: (params): SourcesQuery => ({ page: parsePageParam(params.get("page")) }),
    write: ({ page }) => paramsOf({ page }),
  },
  canonical: true,
  load: async (admin, { page }) => {
    const [list, suggestions] = await Promise.all([
      listNewsSources(admin, { page: page ?? 1 }),
      listFeedSuggestions(admin),
    ]);
    return { ...list, suggestions };
  },
});
