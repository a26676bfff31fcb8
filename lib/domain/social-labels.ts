const LABELS: Record<string, string> = {
  x: "X",
  twitter: "X",
  linkedin: "LinkedIn",
  github: "GitHub",
  gitlab: "GitLab",
  youtube: "YouTube",
  bluesky: "Bluesky",
  rss: "RSS",
};

/** How a social account or community type is shown: 'x' -> 'X', 'github' -> 'GitHub', 'discord' -> 'Discord'. */
export function socialLabel(type: string): string {
  const key = type.trim().toLowerCase();
  if (!key) return "Link";
  return LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
