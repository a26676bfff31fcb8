import { organizationSearchOf } from "./organizations-filter";
import { parsePageParam } from "./pagination";

// The state of /admin/tags, kept in the URL so that a reload shows the same tab, search and
// page. Anything malformed falls back to its default.

export const TAG_TABS = ["manage", "apply", "duplicates", "relationships"] as const;
export type TagTab = (typeof TAG_TABS)[number];

export const TAG_TAB_LABELS: Record<TagTab, string> = {
  manage: "Manage Tags",
  apply: "Apply/Remove Tags",
  duplicates: "Find Duplicates",
  relationships: "Tag-Company Relationships",
};

export type TagPageState = {
  tab: TagTab;
  /** The tag search (relationships: tag or company name). */
  q: string;
  /** A category id, or null for All Categories. */
  category: number | null;
  page: number;
  /**
   * The organization search of the apply tab (names and tags, or a pasted /organizations URL
   * kept as its canonical path), and its page.
   */
  oq: string;
  opage: number;
  /** The relationships tab's specific tag. */
  tag: number | null;
  /** Whether the duplicates tab is in manual selection mode. */
  select: boolean;
};

export const DEFAULT_TAG_PAGE_STATE: TagPageState = {
  tab: "manage",
  q: "",
  category: null,
  page: 1,
  oq: "",
  opage: 1,
  tag: null,
  select: false,
};

const MAX_SEARCH = 100;

const parseId = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** The apply tab's organization search as typed or pasted, in the form the page keeps it. */
export const parseOrganizationSearch = (text: string) => organizationSearchOf(text, MAX_SEARCH);

/** The page state a URL's query asks for. */
export function parseTagPageState(params: URLSearchParams): TagPageState {
  const tab = params.get("tab");
  return {
    tab: TAG_TABS.includes(tab as TagTab) ? (tab as TagTab) : "manage",
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH),
    category: parseId(params.get("category")),
    page: parsePageParam(params.get("page")),
    oq: parseOrganizationSearch(params.get("oq") ?? ""),
    opage: parsePageParam(params.get("opage")),
    tag: parseId(params.get("tag")),
    select: params.get("select") === "1",
  };
}

/** The URL of a page state, defaults left out. */
export function tagPageHref(state: TagPageState): string {
  const params = new URLSearchParams();
  if (state.tab !== "manage") params.set("tab", state.tab);
  if (state.q) params.set("q", state.q);
  if (state.category !== null) params.set("category", String(state.category));
  if (state.page > 1) params.set("page", String(state.page));
  if (state.oq) params.set("oq", state.oq);
  if (state.opage > 1) params.set("opage", String(state.opage));
  if (state.tag !== null) params.set("tag", String(state.tag));
  if (state.select) params.set("select", "1");
  const query = params.toString();
  return query ? `/admin/tags?${query}` : "/admin/tags";
}

/** A tab's own URL: switching tabs starts from its first page, without the other tabs' filters. */
export const tabHref = (tab: TagTab) => tagPageHref({ ...DEFAULT_TAG_PAGE_STATE, tab });
