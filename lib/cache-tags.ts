// Tags of cached public data and pages. Writes call revalidateTag(tag, "max") for what
// they changed, so that cached pages are rebuilt on their next visit.
export const CACHE_TAGS = {
  companies: "companies",
  headlines: "headlines",
} as const;
