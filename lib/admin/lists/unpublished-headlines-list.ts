import "server-only";
import { listUnpublishedHeadlines } from "@/lib/admin/headlines/list-unpublished";
import { parseQueueFilter, type QueueFilter } from "@/lib/admin/headlines/queue-filter";
import { parsePageParam } from "@/lib/domain/pagination";
import { defineAdminList, paramsOf } from "./admin-list";

export type UnpublishedQuery = QueueFilter & { page?: number };

/** The review queue: every headline visitors do not see yet, 50 a page, by source and company. */
export const unpublishedHeadlinesList = defineAdminList({
  codec: {
    path: "/admin/headlines/unpublished",
    parse: (params): UnpublishedQuery => ({
      ...parseQueueFilter(params),
      page: parsePageParam(params.get("page")),
    }),
    write: ({ source, company, page }) => paramsOf({ source, company, page }),
  },
  // The filters' form sends the ones left at "All" too: their URL is the one without them.
  canonical: true,
  load: (admin, { page, ...filter }) => listUnpublishedHeadlines(admin, page ?? 1, filter),
  failure: () => "Error loading headlines",
});
