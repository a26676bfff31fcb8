import "server-only";
import { listUnpublishedHeadlines } from "@/lib/admin/headlines/list-unpublished";
import { parsePageParam } from "@/lib/domain/pagination";
import { defineAdminList, paramsOf } from "./admin-list";

/** Every headline visitors do not see yet, 50 a page; no filters. */
export const unpublishedHeadlinesList = defineAdminList({
  codec: {
    path: "/admin/headlines/unpublished",
    parse: (params): { page?: number } => ({ page: parsePageParam(params.get("page")) }),
    write: ({ page }) => paramsOf({ page }),
  },
  load: (admin, { page }) => listUnpublishedHeadlines(admin, page ?? 1),
  failure: () => "Error loading headlines",
});
