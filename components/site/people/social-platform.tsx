// The social account types of the spec, with the label and the small text icon shown.
const PLATFORMS: Record<string, { label: string; icon: string }> = {
  linkedin: { label: "LinkedIn", icon: "in" },
  x: { label: "X", icon: "𝕏" },
  bluesky: { label: "Bluesky", icon: "🦋" },
  discord: { label: "Discord", icon: "💬" },
  slack: { label: "Slack", icon: "#" },
  youtube: { label: "YouTube", icon: "▶" },
  reddit: { label: "Reddit", icon: "r/" },
  instagram: { label: "Instagram", icon: "📷" },
  telegram: { label: "Telegram", icon: "✈" },
  mastodon: { label: "Mastodon", icon: "🐘" },
  rss: { label: "RSS", icon: "📡" },
  other: { label: "Other", icon: "🔗" },
};

/** Label and icon of an account type; unknown types are shown as Other. */
export function socialPlatform(type: string) {
  return PLATFORMS[type.trim().toLowerCase()] ?? PLATFORMS.other;
}

/** The platform's icon, decorative: the label beside it names the platform. */
export function PlatformIcon({ type }: { type: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-sm font-bold text-slate-700"
    >
      {socialPlatform(type).icon}
    </span>
  );
}
