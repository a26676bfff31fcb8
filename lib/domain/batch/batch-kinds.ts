// The four batch files of admin-area §2, and what the screens and the server say about each.

export const BATCH_KINDS = [
  "companies-json",
  "company-updates",
  "companies-csv",
  "headlines-csv",
] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

export const parseBatchKind = (value: string | null): BatchKind | null =>
  BATCH_KINDS.find((kind) => kind === value) ?? null;

/**
 * The probable duplicates to import anyway: "2,5" as [2, 5], "all" as every one, none when
 * empty; null when it is anything else.
 */
export function parseItemNumbers(text: string | null): number[] | "all" | null {
  if (!text) return [];
  if (text === "all") return "all";
  const parts = text.split(",");
  if (parts.length > 100_000 || !parts.every((part) => /^[1-9]\d{0,6}$/.test(part))) return null;
  return parts.map(Number);
}

/** One line of the preview of the first 3 items (admin-area §9). */
export type BatchPreviewItem = {
  title: string;
  description?: string;
  details: string[];
  badge?: "Published" | "Unpublished";
};

/**
 * A new company that is probably one the directory has: imported only when the curator
 * chooses 'Import anyway' for it (by its item or line number), else skipped.
 */
export type BatchWarning = { number: number; label: string; message: string; line: string };

/** What a check found, and what an import would do: nothing is written by a check. */
export type BatchReport =
  | { ok: false; message: string }
  | {
      ok: true;
      total: number;
      preview: BatchPreviewItem[];
      /** The spec's file-level messages ('2 companies missing required "name" field'). */
      notes: string[];
      /** Every problem, "Line 4, url: must be an http(s) URL...". */
      problems: string[];
      /** Rows left out by rule (headline rows without company or type). */
      skipped: string[];
      /** New people sharing a name with an existing person, for a curator to check. */
      namesakes: string[];
      /** Probable duplicates of existing companies, each imported or skipped as chosen. */
      warnings: BatchWarning[];
      plan: {
        create: number;
        update: number;
        notFound: string[];
        conflicts: string[];
      };
      /** Items without problems: what 'Skip the items with problems' would import. */
      ready: number;
    };

/** What the import streams, one JSON object a line. */
export type BatchEvent =
  | { type: "start"; total: number }
  | { type: "progress"; done: number; total: number; name: string }
  | { type: "log"; line: string }
  | { type: "done"; ok: boolean; summary: string[] }
  | { type: "error"; message: string };

/** 1234 as '1,234', as the progress shows counts. */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** The spec's closing lines of a batch of `kind` (admin-area §8). */
export function batchSummary(kind: BatchKind, succeeded: number, failed: number): string[] {
  switch (kind) {
    case "companies-json":
      return [`Batch processing complete! ✅ ${succeeded} successful, ❌ ${failed} failed`];
    case "company-updates":
      return [`Batch update complete! ✅ ${succeeded} successful, ❌ ${failed} failed`];
    case "companies-csv":
      return [
        `Successfully imported ${succeeded} organizations`,
        ...failedLine(failed, "organizations"),
      ];
    case "headlines-csv":
      return [`Successfully imported ${succeeded} headlines.`, ...failedLine(failed, "headlines")];
  }
}

const failedLine = (failed: number, what: string) =>
  failed > 0 ? [`Failed to import ${failed} ${what}.`] : [];

/** The spec's log line of an item that failed. */
export function failedItemLine(kind: BatchKind, name: string, message: string): string {
  return kind === "company-updates"
    ? `❌ Error updating ${name}: ${message}`
    : `❌ Error processing ${name}: ${message}`;
}
