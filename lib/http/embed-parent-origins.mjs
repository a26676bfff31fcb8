// EMBED_PARENT_ORIGINS, read by lib/env.ts and by server.mjs (which runs without a build,
// hence plain JavaScript): the origins besides the site's own that may frame the admin's
// embedded headline form and hear its messages.

/**
 * The origins of a comma-separated list ("https://news.example.org, http://localhost:4000"),
 * each as "scheme://host[:port]" without a trailing slash. Throws an Error naming the first
 * entry that is not a plain http(s) origin ('entry "x" is ...'; the caller names the variable): a wildcard, a path, a query or another scheme
 * would widen framing beyond what the operator meant, so it is refused, never guessed at.
 */
export function parseEmbedParentOrigins(list) {
  const origins = [];
  for (const raw of (list ?? "").split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    origins.push(originOf(entry));
  }
  return origins;
}

function originOf(entry) {
  const refuse = (why) => {
    throw new Error(`entry "${entry}" ${why}`);
  };
  if (entry.includes("*")) refuse("is a wildcard; name each origin (https://news.example.org)");
  let url;
  try {
    url = new URL(entry);
  } catch {
    refuse("is not an origin like https://news.example.org");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") refuse("is not http(s)");
  if (url.username || url.password) refuse("carries credentials; give only scheme, host and port");
  // new URL() adds "/" to an origin; anything more is a path, a query or a fragment.
  if (url.pathname !== "/" || url.search || url.hash || /^[a-z]+:\/\/[^/]+\/./i.test(entry)) {
    refuse("has a path; give only scheme, host and port");
  }
  return url.origin;
}
