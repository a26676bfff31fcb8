import { socialLabel } from "@/lib/domain/social-labels";

// A small text icon per social account type of the spec.
const ICONS: Record<string, string> = {
  linkedin: "in",
  x: "𝕏",
  bluesky: "🦋",
  discord: "💬",
  slack: "#",
  youtube: "▶",
  reddit: "r/",
  instagram: "📷",
  telegram: "✈",
  mastodon: "🐘",
  rss: "📡",
  other: "🔗",
};

/** Label and icon of an account type. */
export function socialPlatform(type: string) {
  return { label: socialLabel(type), icon: ICONS[type.trim().toLowerCase()] ?? ICONS.other };
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
