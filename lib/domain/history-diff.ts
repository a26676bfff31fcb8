// Which top-level fields a change moved, for the history views. Snapshots are plain JSON
// (what the write recorded); values are shown as short text.

/** One changed field: its value before and after as display text, null where it was absent. */
export type FieldChange = { field: string; before: string | null; after: string | null };

/** Displayed values are cut to about this many characters. */
export const MAX_VALUE_LENGTH = 120;

type Snapshot = Record<string, unknown>;

function isPlainObject(value: unknown): value is Snapshot {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A snapshot that is not an object (an old or odd record) is shown as one field.
function asSnapshot(value: unknown): Snapshot {
  if (value === null || value === undefined) return {};
  return isPlainObject(value) ? value : { value };
}

// JSON with object keys sorted, so that two equal values compare equal whatever their order.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function truncate(text: string): string {
  return text.length <= MAX_VALUE_LENGTH ? text : `${text.slice(0, MAX_VALUE_LENGTH - 1)}…`;
}

/** A value as short text: strings as they are, lists with their count, the rest as JSON. */
export function formatHistoryValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return truncate(value);
  if (Array.isArray(value)) {
    const count = `${value.length} ${value.length === 1 ? "item" : "items"}`;
    return value.length === 0 ? count : truncate(`${count}: ${stableJson(value)}`);
  }
  return truncate(stableJson(value));
}

/**
 * The top-level fields that differ between two snapshots, in the order they first appear
 * (before's fields, then after's new ones). A create (before null) lists every field as new,
 * a delete (after null) every field as old. Nested values compare as JSON.
 */
export function diffSnapshots(before: unknown, after: unknown): FieldChange[] {
  const old = asSnapshot(before);
  const now = asSnapshot(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = old[field] ?? null;
    const is = now[field] ?? null;
    if (stableJson(was) === stableJson(is)) continue;
    changes.push({ field, before: formatHistoryValue(was), after: formatHistoryValue(is) });
  }
  return changes;
}
