import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { cursorKey } from "./cursor-key";
import { badParameter } from "./problem";

// The opaque cursor of a list: the query it belongs to (a digest of its filters and sort) and
// the sort key and id of the last row served, as base64url JSON, then a dot and the JSON's
// HMAC-SHA256 under the server's cursor key. A client cannot edit one: a cursor this server did
// not sign is refused before anything in it is read. A cursor used with another query is
// refused too, so that a walk never mixes two orders.

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

const signatureOf = (encoded: string) =>
  createHmac("sha256", cursorKey()).update(encoded).digest("base64url");

/** A cursor carrying `payload` as JSON, signed with the server's cursor key. */
export function signCursor(payload: unknown): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${signatureOf(encoded)}`;
}

/** What a cursor carries when this server signed it; else undefined. */
function signedPayload(cursor: string): unknown {
  const [encoded, signature, ...rest] = cursor.split(".");
  if (!encoded || !signature || rest.length > 0) return undefined;
  // Compared as the text the server writes, so that no other spelling of a signature passes.
  const expected = Buffer.from(signatureOf(encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, "base64url").toString());
  } catch {
    return undefined;
  }
}

/** The cursor that continues after `key` in the query of `digest`. */
export function encodeCursor(digest: string, key: Key): string {
  return signCursor({ q: digest, v: key.value, id: key.id });
}

const ACCEPTED = "the `next` cursor of a previous page of the same query";
const malformed = () => badParameter("cursor", "The cursor is malformed.", ACCEPTED);

/**
 * The key a cursor continues after; a 400 when it is not one this server signed, belongs to
 * another query, or holds a key `valid` refuses.
 */
export function decodeCursor(cursor: string, digest: string, valid: (key: Key) => boolean): Key {
  const parsed = cursorSchema.safeParse(signedPayload(cursor));
  if (!parsed.success) throw malformed();
  const { q, v, id } = parsed.data;
  if (q !== digest) {
    throw badParameter(
      "cursor",
      "The cursor belongs to another query: keep the filters and sort it was given with.",
      ACCEPTED,
    );
  }
  // Checked even when signed: a leaked secret must not make a cursor that breaks the query.
  if (!valid({ value: v, id })) throw malformed();
  return { value: v, id };
}
