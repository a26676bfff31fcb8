import { isKeyAfter, type KeyCast } from "@/lib/queries/keyset";
import { decodeCursor, encodeCursor, queryDigest, type Key } from "./cursor";

// One page of a list walked by cursor: the rows after the cursor's key, one more read to know
// whether a next page exists, and the link to it (the same query, the new cursor).

type Keyed = { id: number; sort_value: string | null };

type PageRequest<T extends Keyed> = {
  url: URL;
  /** The list's query in a canonical form (filters and sort), which a cursor must match. */
  query: Record<string, string>;
  cast: KeyCast;
  limit: number;
  cursor: string | undefined;
  read: (after: Key | null, limit: number) => Promise<T[]>;
};

/** The rows of the page (their sort values stripped) and the next page's link, or null. */
export async function keysetPage<T extends Keyed>(
  request: PageRequest<T>,
): Promise<{ rows: Omit<T, "sort_value">[]; next: string | null }> {
  const { url, query, cast, limit, cursor, read } = request;
  const digest = queryDigest(url.pathname, query);
  const after = cursor ? decodeCursor(cursor, digest, (key) => isKeyAfter(cast, key)) : null;
  const found = await read(after, limit + 1);
  const rows = found.slice(0, limit);
  let next: string | null = null;
  if (found.length > limit) {
    const last = rows[rows.length - 1];
    const params = new URLSearchParams(url.searchParams);
    params.set("cursor", encodeCursor(digest, { value: last.sort_value, id: last.id }));
    next = `${url.pathname}?${params.toString()}`;
  }
  return { rows: rows.map(({ sort_value: _, ...row }) => row), next };
}
