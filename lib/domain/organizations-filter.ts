import {
  companyListCodec,
  DEFAULT_LIST_STATE,
  defaultSort,
  listHref,
  type ListState,
} from "./list-state";

// A /organizations URL pasted where organizations are searched (the tag page's Apply/Remove
// tab): read by the list's own codec, so it selects the very companies the list shows.

const ORGANIZATIONS_URL = /^(https?:\/\/[^/?#\s]+)?\/organizations\/?([?#]|$)/i;

/**
 * The filters of a /organizations URL (absolute on any host, or a path), or null when `text`
 * is not one. Page, order and view are left at their defaults: they do not change which
 * companies match.
 */
export function organizationsFilterOf(text: string): ListState | null {
  const trimmed = text.trim();
  if (!ORGANIZATIONS_URL.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, "http://localhost");
  } catch {
    return null; // a malformed host: searched as typed
  }
  const filters = companyListCodec.parse(url.searchParams);
  const { page, view, itemsPerPage } = DEFAULT_LIST_STATE;
  return { ...filters, ...defaultSort(filters.search), page, view, itemsPerPage };
}

/** `text` as an organization search: a /organizations URL as its canonical path, or as typed. */
export function organizationSearchOf(text: string, maxLength: number): string {
  const filter = organizationsFilterOf(text);
  return filter ? listHref(filter) : text.trim().slice(0, maxLength);
}
