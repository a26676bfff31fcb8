// One codec per list page (/organizations, /people, /headlines): it reads a state from the
// URL's query and writes the canonical query of a state. The proxy routes every list request
// through it (redirecting any other spelling to the canonical one), the list's route reads
// its state back from the path segment, and links are written with it.

export type ListCodec<S> = {
  /** The public path of the list. */
  path: string;
  /** The cached route that serves each canonical state as its own page. */
  route: string;
  /** The free-text parameter; a state with a search is rendered per request (lib/routes.ts). */
  searchParam: string;
  /** Every parameter a visitor can set, each with a value other than its default. */
  params: Record<string, string>;
  /** The state a query describes; anything malformed falls back to its default. */
  parse: (params: URLSearchParams) => S;
  /** The canonical parameters of a state, defaults left out. */
  write: (state: S) => URLSearchParams;
};

/** A query string in the one encoding every list uses (commas left readable: tags=3,7). */
export function encodeQuery(params: URLSearchParams): string {
  return params.toString().replaceAll("%2C", ",");
}

/** The canonical query of a state ("" for the defaults). */
export function queryOf<S>(codec: ListCodec<S>, state: S): string {
  return encodeQuery(codec.write(state));
}

/** The list URL of a state: the path, with its canonical query when there is one. */
export function hrefOf<S>(codec: ListCodec<S>, state: S): string {
  const query = queryOf(codec, state);
  return query ? `${codec.path}?${query}` : codec.path;
}

/** The canonical query of a URL's parameters, or null when they already are canonical. */
export function canonicalQuery<S>(codec: ListCodec<S>, params: URLSearchParams): string | null {
  const canonical = queryOf(codec, codec.parse(params));
  return canonical === encodeQuery(params) ? null : canonical;
}

/** The path segment of the cached route for a canonical query ("default" for none). */
export function segmentOf(query: string): string {
  return encodeURIComponent(query || "default");
}

/** The state a cached route's path segment stands for. */
export function stateFromSegment<S>(codec: ListCodec<S>, segment: string): S {
  let query: string;
  try {
    query = decodeURIComponent(segment);
  } catch {
    query = ""; // a malformed escape: show the plain list
  }
  return codec.parse(new URLSearchParams(query === "default" ? "" : query));
}
