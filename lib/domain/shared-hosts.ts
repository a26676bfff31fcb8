// Hosts where many companies have a page of their own (code hosts, social networks, app
// stores, package registries): a website there says nothing about which company it is, so two
// companies listing one of them are not duplicates of each other.

export const SHARED_HOSTS = [
  // code hosts
  "github.com",
  "gitlab.com",
  "bitbucket.org",
  "codeberg.org",
  "sourceforge.net",
  "sr.ht",
  // package registries and model hubs
  "npmjs.com",
  "pypi.org",
  "crates.io",
  "pkg.go.dev",
  "hub.docker.com",
  "huggingface.co",
  // social networks and community sites
  "linkedin.com",
  "x.com",
  "twitter.com",
  "facebook.com",
  "instagram.com",
  "youtube.com",
  "tiktok.com",
  "reddit.com",
  "medium.com",
  "discord.com",
  "discord.gg",
  "t.me",
  "mastodon.social",
  "bsky.app",
  "crunchbase.com",
  "wellfound.com",
  "angel.co",
  "producthunt.com",
  // app stores
  "apps.apple.com",
  "itunes.apple.com",
  "play.google.com",
  "chromewebstore.google.com",
  "marketplace.visualstudio.com",
] as const;

/** A host already on this many companies is shared too, whatever the list says. */
export const SHARED_HOST_MIN_COMPANIES = 3;

/**
 * Whether `host` (without www.) is shared by many companies: on the list (or a subdomain of a
 * listed host), or a website of `companiesOnHost` companies or more.
 */
export function isSharedHost(host: string, companiesOnHost = 0): boolean {
  return (
    companiesOnHost >= SHARED_HOST_MIN_COMPANIES ||
    SHARED_HOSTS.some((shared) => host === shared || host.endsWith(`.${shared}`))
  );
}
