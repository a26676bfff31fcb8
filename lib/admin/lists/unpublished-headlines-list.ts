import "server-only";
import { listUnpublishedHeadlines } from "@/lib/admin/headlines/list-unpublished";
import { defineAdminList } from "./admin-list";

/** Every headline visitors do not see yet, on one page; no filters. */
export const unpublishedHeadlinesList = defineAdminList({
  codec: {
    path: "/admin/headlines/unpublished",
    parse: (): { page?: number } => ({}),
    write: () => new URLSearchParams(),
  },
  async load(admin) {
    const items = await listUnpublishedHeadlines(admin);
    return { items, total: items.length, page: 1, pages: 1 };
  },
  failure: () => "Error loading headlines",
});
