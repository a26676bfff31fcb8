// Enumerations of the specification, shared by the schema, validation and the UI.

export const ORGANIZATION_TYPES = ["company", "foundation", "fund"] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const HEADLINE_TYPES = [
  "funding",
  "media_mention",
  "announcement",
  "news_and_views",
] as const;
export type HeadlineType = (typeof HEADLINE_TYPES)[number];

// The equity rounds in the order a company goes through them.
export const ROUND_STAGES = [
  "seed",
  "series_a",
  "series_b",
  "series_c",
  "series_d",
  "series_e",
  "series_f",
  "growth",
] as const;

// A funding headline's round; a headline without one is read from its text (or unknown).
export const ROUND_TYPES = [...ROUND_STAGES, "debt", "grant"] as const;
export type RoundType = (typeof ROUND_TYPES)[number];

export const SOCIAL_ACCOUNT_TYPES = [
  "instagram",
  "x",
  "linkedin",
  "bluesky",
  "discord",
  "slack",
  "youtube",
  "reddit",
  "telegram",
  "mastodon",
  "rss",
  "other",
] as const;
export type SocialAccountType = (typeof SOCIAL_ACCOUNT_TYPES)[number];

export const TAG_CATEGORIES = ["industry", "technology", "sector", "license"] as const;
export type TagCategoryName = (typeof TAG_CATEGORIES)[number];

export const SITE_ENVIRONMENTS = ["prod", "staging", "dev"] as const;
export type SiteEnvironment = (typeof SITE_ENVIRONMENTS)[number];

// What the change history records: which kind of thing an admin write changed, and how.
export const HISTORY_ENTITY_TYPES = [
  "company",
  "person",
  "headline",
  "tag",
  "tag_category",
  "submission",
  "og_template",
  "social_post",
  "batch",
  "news_source",
] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];
export const HISTORY_ACTIONS = [
  "create",
  "update",
  "delete",
  "merge",
  "import",
  "restore",
  "bulk",
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const SUBMISSION_KINDS = ["company", "headline", "contact"] as const;
export const SUBMISSION_STATUSES = ["new", "accepted", "rejected"] as const;

export const FONT_FAMILIES = [
  "Arial",
  "Helvetica",
  "Georgia",
  "Times New Roman",
  "Courier New",
] as const;
export const OG_LAYOUTS = ["centered", "left", "right"] as const;
export const LOGO_SIZES = ["small", "medium", "large"] as const;

/** The community forms accept this many submissions per address within the window. */
export const SUBMISSION_RATE_LIMIT = { count: 5, windowMinutes: 10 } as const;
