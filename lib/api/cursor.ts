import { createHash } from "node:crypto";
import { z } from "zod";
import { badParameter } from "./problem";

// The opaque cursor of a list: the query it belongs to (a digest of its filters and sort) and
// the sort key and id of the last row served. A cursor used with another query is refused, so
// that a walk never mixes two orders.

/** The last row served: its sort key as Postgres prints it (null when empty) and its id. */
export type Key = { value: string | null; id: number };

const cursorSchema = z.object({
  q: z.string(),
  v: z.string().max(1000).nullable(),
  id: z.int().positive(),
});

/** The digest of a list's query (filters and sort, limit and cursor left out). */
export function queryDigest(path: string, params: Record<string, string>): string {
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
  return createHash("sha256").update(`${path}?${canonical}`).digest("base64url").slice(0, 16);
}

/** The cursor that continues after `key` in the query of `digest`. */
export function encodeCursor(digest: string, key: Key): string {
  const json = JSON.stringify({ q: digest, v: key.value, id: key.id });
  return Buffer.from(json).toString("base64url");
}

const ACCEPTED = "the `next` cursor of a previous page of the same query";

/** The key a cursor continues after; a 400 when it is malformed or of another query. */
export function decodeCursor(
  cursor: string,
  digest: string,
  validValue: (v: string) => boolean,
): Key {
  let parsed: z.infer<typeof cursorSchema> | undefined;
  try {
    const result = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString()));
    if (result.success) parsed = result.data;
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.v !== null && !validValue(parsed.v))) {
    throw badParameter("cursor", "The cursor is malformed.", ACCEPTED);
  }
  if (parsed.q !== digest) {
    throw badParameter(
      "cursor",
      "The cursor belongs to another query: keep the filters and sort it was given with.",
      ACCEPTED,
    );
  }
  return { value: parsed.v, id: parsed.id };
}
