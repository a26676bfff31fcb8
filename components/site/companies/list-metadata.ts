import type { Metadata } from "next";
import { listHref, type ListState } from "@/lib/domain/list-state";

/** Metadata of a list page: its own canonical URL; searches and filtered pages are not indexed. */
export function listMetadata(state: ListState): Metadata {
  // The facts' filters too: their ranges make more pages than a search engine should keep.
  const filtered =
    state.search !== "" ||
    state.tags.length > 0 ||
    state.foundedFrom !== null ||
    state.foundedTo !== null ||
    state.funding !== null ||
    state.hasValuation ||
    state.page > 1;
  return {
    title: "Search Companies",
    description:
      "Search and filter commercial open source companies by name, industry, technology, sector and license.",
    alternates: { canonical: listHref(state) },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}
