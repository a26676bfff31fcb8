import type { ListCodec } from "./list-codec";
import { MAX_SEARCH_LENGTH } from "./list-state";
import { parsePageParam } from "./pagination";

/** The state of a list with one search box (named `param` in the URL) and pages. */
export type SearchPageState<K extends string> = Record<K, string> & { page: number };

type Options<K extends string> = { path: string; route: string; param: K; sample: string };

const cleanSearch = (value: string) => value.trim().slice(0, MAX_SEARCH_LENGTH);

/**
 * The codec of such a list: the search (trimmed, cut to 100 characters), then the page,
 * defaults left out; malformed values fall back to their defaults.
 */
export function searchPageCodec<K extends string>({
  path,
  route,
  param,
  sample,
}: Options<K>): ListCodec<SearchPageState<K>> {
  return {
    path,
    route,
    searchParam: param,
    params: { [param]: sample, page: "2" },
    parse: (params) =>
      ({
        [param]: cleanSearch(params.get(param) ?? ""),
        page: parsePageParam(params.get("page")),
      }) as SearchPageState<K>,
    write: (state) => {
      const params = new URLSearchParams();
      const search = cleanSearch(state[param]);
      if (search) params.set(param, search);
      if (state.page > 1) params.set("page", String(state.page));
      return params;
    },
  };
}
