export type SocialPlatform = { name: string; icon: string };

const PLATFORMS: { hosts: string[]; name: string; icon: string }[] = [
  { hosts: ["x.com", "twitter.com"], name: "X/Twitter", icon: "𝕏" },
  { hosts: ["linkedin.com"], name: "LinkedIn", icon: "in" },
  { hosts: ["facebook.com", "fb.com"], name: "Facebook", icon: "f" },
  { hosts: ["instagram.com"], name: "Instagram", icon: "◎" },
  { hosts: ["youtube.com", "youtu.be"], name: "YouTube", icon: "▶" },
  { hosts: ["tiktok.com"], name: "TikTok", icon: "♪" },
];

/** The platform of a post URL, from its host; 'Unknown Platform' when it cannot be read or matched. */
export function platformOfUrl(value: string): SocialPlatform {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase().replace(/^(www|m|mobile)\./, "");
  } catch {
    return { name: "Unknown Platform", icon: "🔗" };
  }
  const platform = PLATFORMS.find((p) => p.hosts.some((h) => host === h || host.endsWith(`.${h}`)));
  return platform
    ? { name: platform.name, icon: platform.icon }
    : { name: "Unknown Platform", icon: "🔗" };
}
