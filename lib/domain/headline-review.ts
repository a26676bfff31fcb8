// The sets of headlines a curator steps through on the edit page (admin-area §2).

export const REVIEW_SETS = ["all", "published", "unpublished"] as const;
export type ReviewSet = (typeof REVIEW_SETS)[number];

export const REVIEW_SET_LABELS: Record<ReviewSet, string> = {
  all: "All",
  published: "Published",
  unpublished: "Unpublished",
};

/** The set named by the URL's `set` parameter; 'all' for anything else. */
export function parseReviewSet(value: string | string[] | undefined): ReviewSet {
  return REVIEW_SETS.find((set) => set === value) ?? "all";
}

/** The edit page of a headline within a set ('all' leaves the URL bare). */
export function headlineEditPath(id: number, set: ReviewSet = "all"): string {
  return `/admin/headlines/${id}/edit${set === "all" ? "" : `?set=${set}`}`;
}
