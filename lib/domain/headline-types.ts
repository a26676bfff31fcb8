export type BadgeColor = "success" | "primary" | "warning" | "danger" | "default";

const TYPES: Record<string, { label: string; color: BadgeColor }> = {
  funding: { label: "Funding", color: "success" },
  media_mention: { label: "Media Mention", color: "primary" },
  announcement: { label: "Announcement", color: "warning" },
  news_and_views: { label: "OSS News & Views", color: "danger" },
};

/** The label and badge colour of a headline type; 'Headline' for anything unknown. */
export function headlineTypeBadge(type: string): { label: string; color: BadgeColor } {
  return TYPES[type] ?? { label: "Headline", color: "default" };
}
