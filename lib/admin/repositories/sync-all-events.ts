/**
 * What Sync all now streams to the page, one JSON object a line: how many repositories are
 * due, each one's end, a line for each that failed (with its reason), and the summary.
 */
export type SyncAllEvent =
  | { type: "start"; total: number }
  | { type: "progress"; done: number; total: number; name: string }
  | { type: "log"; line: string }
  | { type: "done"; ok: boolean; summary: string[] }
  | { type: "error"; message: string };
