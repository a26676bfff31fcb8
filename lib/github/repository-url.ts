// A project's `resources_url` as curators type it, read as a GitHub repository or not at all.
// GitHub matches owner and repository names without regard to case, so the canonical form is
// lower case: two spellings of one repository give one record.

export type GitHubRepository = { owner: string; repo: string; url: string };

// First path segments GitHub keeps for its own pages; no account can be named after them.
const RESERVED_OWNERS = new Set([
  "about",
  "account",
  "apps",
  "codespaces",
  "collections",
  "contact",
  "customer-stories",
  "enterprise",
  "events",
  "explore",
  "features",
  "issues",
  "join",
  "login",
  "logout",
  "marketplace",
  "new",
  "notifications",
  "organizations",
  "orgs",
  "pricing",
  "pulls",
  "readme",
  "search",
  "security",
  "settings",
  "site",
  "sponsors",
  "stars",
  "topics",
  "trending",
  "users",
]);

// GitHub's own rules: owners are letters, digits and inner hyphens (39 at most); repository
// names are letters, digits, '.', '_' and '-' (100 at most), never '.' or '..'.
const OWNER = /^[a-z0-9](?:[a-z0-9-]{0,37}[a-z0-9])?$/;
const REPO = /^[a-z0-9._-]{1,100}$/;
const SCP_FORM = /^git@github\.com:([^/]+)\/([^/]+?)\/?$/i;
const WITHOUT_SCHEME = /^(?:www\.)?github\.com\//i;

/** The repository a URL names, as `https://github.com/{owner}/{repo}` in lower case, or null. */
export function githubRepository(url: string): GitHubRepository | null {
  const text = url.trim();
  const scp = SCP_FORM.exec(text);
  if (scp) return canonical(scp[1], scp[2]);
  let parsed: URL;
  try {
    parsed = new URL(WITHOUT_SCHEME.test(text) ? `https://${text}` : text);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (parsed.hostname !== "github.com" && parsed.hostname !== "www.github.com") return null;
  if (parsed.port !== "" || parsed.username !== "" || parsed.password !== "") return null;
  // Anything after the second segment (/tree/main/sub, /issues) is a page of the repository.
  const [owner, repo] = parsed.pathname.split("/").filter(Boolean);
  if (owner === undefined || repo === undefined) return null;
  return canonical(owner, repo);
}

function canonical(rawOwner: string, rawRepo: string): GitHubRepository | null {
  const owner = rawOwner.toLowerCase();
  const repo = rawRepo.toLowerCase().replace(/\.git$/, "");
  if (!OWNER.test(owner) || RESERVED_OWNERS.has(owner)) return null;
  if (!REPO.test(repo) || repo === "." || repo === "..") return null;
  return { owner, repo, url: `https://github.com/${owner}/${repo}` };
}
