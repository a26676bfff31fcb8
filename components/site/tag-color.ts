// One colour per tag category, the same on every card.
const TAG_COLORS = {
  industry: "warning",
  technology: "primary",
  sector: "secondary",
  license: "success",
} as const;

/** The badge colour of a tag of the given category; 'default' for none or an unknown one. */
export function tagColor(category: string | null) {
  return category && category in TAG_COLORS
    ? TAG_COLORS[category as keyof typeof TAG_COLORS]
    : "default";
}
