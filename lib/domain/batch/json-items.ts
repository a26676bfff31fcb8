import type { z } from "zod";
import { describeProblem } from "@/lib/validation/field-errors";
import type { BatchFileCheck, BatchItem, BatchProblem } from "./batch-types";

type ItemsOrRefusal = { ok: true; raw: unknown[] } | { ok: false; message: string };

/** A JSON batch file's items: an object is one item, an array many (admin-area §5). */
export function parseJsonItems(text: string, emptyMessage: string): ItemsOrRefusal {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { ok: false, message: `Invalid JSON format: ${(error as Error).message}` };
  }
  if (parsed === null || typeof parsed !== "object") {
    return {
      ok: false,
      message: "Invalid JSON format: expected an object or an array of objects",
    };
  }
  const raw = Array.isArray(parsed) ? parsed : [parsed];
  return raw.length === 0 ? { ok: false, message: emptyMessage } : { ok: true, raw };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Checks each raw item against `schema`: not an object, an unknown field (a typo would
 * otherwise be dropped silently) and every schema issue become problems of that item.
 * `readOnly` fields are known but never read (figures an export adds, which the schema drops).
 */
export function checkJsonItems<S extends z.ZodObject>(
  raw: unknown[],
  schema: S,
  labelOf: (item: Record<string, unknown>) => unknown,
  readOnly: readonly string[] = [],
): BatchFileCheck<z.infer<S>> & { ok: true } {
  const known = new Set([...Object.keys(schema.shape), ...readOnly]);
  const items = raw.map((value, index): BatchItem<z.infer<S>> => {
    const place = { unit: "Item" as const, number: index + 1 };
    const problem = (message: string, field?: string): BatchProblem => ({
      ...place,
      field,
      message,
    });
    if (!isRecord(value)) {
      const kind = Array.isArray(value) ? "an array" : value === null ? "null" : typeof value;
      return {
        ...place,
        label: `Item ${index + 1}`,
        raw: {},
        value: null,
        problems: [problem(`must be an object, not ${kind}`)],
      };
    }
    const label = labelOf(value);
    const problems = Object.keys(value)
      .filter((key) => !known.has(key))
      .map((key) => problem("is not a field of this file's shape", key));
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const full = describeProblem(issue.path.join("."), issue.message);
        const named = full.endsWith(`: ${issue.message}`);
        const field = named ? full.slice(0, -issue.message.length - 2) : undefined;
        problems.push(problem(named ? issue.message : full, field));
      }
    }
    return {
      ...place,
      label: typeof label === "string" && label.trim() ? label.trim() : `Item ${index + 1}`,
      raw: value,
      value: parsed.success && problems.length === 0 ? parsed.data : null,
      problems,
    };
  });
  return { ok: true, items, notes: [], skipped: [] };
}

/** How many raw items lack a non-empty text `field`. */
export const countMissing = (raw: unknown[], field: string): number =>
  raw.filter((item) => {
    const value = isRecord(item) ? item[field] : undefined;
    return typeof value !== "string" || value.trim() === "";
  }).length;
