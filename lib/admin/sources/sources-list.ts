import "server-only";
import { defineAdminList, paramsOf } from "@/lib/admin/lists/admin-list";
import { parsePageParam } from "@/lib/domain/pagination";
import { listNewsSources } from "./list-sources";

export type SourcesQuery = { page?: number };

/** /admin/sources?page=: every news source, 50 a page, the failing ones first. */
export const sourcesList = defineAdminList({
  codec: {
    path: "/admin/sources",
    // A bad page number shows the first page.
    parse: (params): SourcesQuery => ({ page: parsePageParam(params.get("page")) }),
    write: ({ page }) => paramsOf({ page }),
  },
  canonical: true,
  load: (admin, { page }) => listNewsSources(admin, { page: page ?? 1 }),
});
