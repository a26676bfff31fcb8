// A bulk change of companies (the companies table's actions) as its one history entry keeps
// it, and the sentences that name it.

export const BULK_CHANGES = ["publish", "unpublish", "apply-tag", "remove-tag", "delete"] as const;
export type BulkChangeKind = (typeof BULK_CHANGES)[number];

/** A company a bulk change reached. */
export type BulkCompanyRef = { id: number; name: string; shortname: string };

/** What the history entry of a bulk change holds (its `after`). */
export type BulkEntry = {
  change: BulkChangeKind;
  /** The tag applied or removed. */
  tag?: string;
  /** The companies it changed. */
  companies: BulkCompanyRef[];
  /** Ticked companies that were gone when it ran. */
  skipped: number[];
};

const VERBS: Record<BulkChangeKind, string> = {
  publish: "Published",
  unpublish: "Unpublished",
  "apply-tag": "Applied",
  "remove-tag": "Removed",
  delete: "Deleted",
};

// What the companies a bulk change left alone already were.
const ALREADY: Record<BulkChangeKind, (count: number) => string> = {
  publish: (count) => `${count === 1 ? "was" : "were"} already published`,
  unpublish: (count) => `${count === 1 ? "was" : "were"} already unpublished`,
  "apply-tag": () => "already had it",
  "remove-tag": () => "did not have it",
  delete: (count) => `${count === 1 ? "was" : "were"} gone already`,
};

/** "1 company", "12 companies". */
export const companiesCount = (count: number) =>
  `${count} ${count === 1 ? "company" : "companies"}`;

/** What a bulk change did, in one line: 'Applied "AI" to 12 companies'. */
export function bulkTitle({
  change,
  tag,
  companies,
}: Pick<BulkEntry, "change" | "tag" | "companies">) {
  const count = companiesCount(companies.length);
  if (change === "apply-tag") return `${VERBS[change]} "${tag}" to ${count}`;
  if (change === "remove-tag") return `${VERBS[change]} "${tag}" from ${count}`;
  return `${VERBS[change]} ${count}`;
}

/** The answer to the curator: what changed, what was already so, and what was skipped. */
export function bulkSentence(entry: BulkEntry, unchanged: number): string {
  const parts = [`${bulkTitle(entry)}.`];
  if (unchanged > 0)
    parts.push(`${companiesCount(unchanged)} ${ALREADY[entry.change](unchanged)}.`);
  if (entry.skipped.length > 0) {
    parts.push(
      `Skipped ${companiesCount(entry.skipped.length)} deleted meanwhile (id ${entry.skipped.join(", ")}).`,
    );
  }
  return parts.join(" ");
}

/** A history entry's `after` read as a bulk change, or null when it is not one. */
export function readBulkEntry(after: unknown): BulkEntry | null {
  if (typeof after !== "object" || after === null) return null;
  const entry = after as Partial<BulkEntry>;
  if (!BULK_CHANGES.includes(entry.change as BulkChangeKind) || !Array.isArray(entry.companies)) {
    return null;
  }
  return {
    change: entry.change as BulkChangeKind,
    tag: typeof entry.tag === "string" ? entry.tag : undefined,
    companies: entry.companies,
    skipped: Array.isArray(entry.skipped) ? entry.skipped : [],
  };
}

/** What the history entry of a bulk change of headlines holds (its `after`). */
export type BulkHeadlinesEntry = {
  change: "publish" | "delete";
  headlines: { id: number; description: string }[];
  skipped: number[];
};

/** A history entry's `after` read as a bulk change of headlines, or null when it is not one. */
export function readBulkHeadlinesEntry(after: unknown): BulkHeadlinesEntry | null {
  if (typeof after !== "object" || after === null) return null;
  const entry = after as Partial<BulkHeadlinesEntry>;
  if (
    (entry.change !== "publish" && entry.change !== "delete") ||
    !Array.isArray(entry.headlines)
  ) {
    return null;
  }
  return { change: entry.change, headlines: entry.headlines, skipped: entry.skipped ?? [] };
}
