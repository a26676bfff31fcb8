import type { Metadata } from "next";
import { listHref, type ListState } from "@/lib/domain/list-state";

/** Metadata of a list page: its own canonical URL; searches and filtered pages are not indexed. */
export function listMetadata(state: ListState): Metadata {
  const filtered = state.search !== "" || state.tags.length > 0 || state.page > 1;
  return {
    title: "Search Companies",
    description:
      "Search and filter commercial open source companies by name, industry, technology, sector and license.",
    alternates: { canonical: listHref(state) },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}
