/** The X post limit (admin-area §9). */
export const POST_LIMIT = 280;
/** Above this many characters the counter warns (yellow); above the limit it is red. */
export const POST_WARNING = 260;

export type PostCompany = {
  name: string;
  short_description: string | null;
  socials: { type: string; url: string }[];
  key_people: { name: string; role: string | null }[];
  tags: { name: string; category: string | null }[];
};

const HASHTAG_CATEGORIES = new Set(["industry", "technology"]);

/** The handle of an X/Twitter profile URL (https://x.com/supabase -> @supabase), else null. */
export function xHandle(url: string): string | null {
  try {
    const { hostname, pathname } = new URL(url);
    const host = hostname.toLowerCase().replace(/^(www|mobile)\./, "");
    if (host !== "x.com" && host !== "twitter.com") return null;
    const handle = pathname.split("/").filter(Boolean)[0];
    return handle && /^\w{1,15}$/.test(handle) ? `@${handle}` : null;
  } catch {
    return null;
  }
}

/**
 * The generated post about a company (admin-area §9): name and short description, its X
 * handle, the profile link, key people, and hashtags of its industry and technology tags
 * with spaces removed.
 */
export function socialPostText(company: PostCompany, profileUrl: string): string {
  const handle = company.socials
    .filter((social) => ["x", "twitter"].includes(social.type.toLowerCase()))
    .map((social) => xHandle(social.url))
    .find(Boolean);
  const people = company.key_people
    .map((person) => (person.role ? `${person.name} (${person.role})` : person.name))
    .join(", ");
  const hashtags = [
    ...new Set(
      company.tags
        .filter((tag) => HASHTAG_CATEGORIES.has((tag.category ?? "").toLowerCase()))
        .map((tag) => `#${tag.name.replace(/\s+/g, "")}`),
    ),
  ].join(" ");
  const lines = [
    company.short_description ? `${company.name}: ${company.short_description}` : company.name,
    handle ? `Follow ${handle}` : null,
    people ? `Key people: ${people}` : null,
    profileUrl,
    hashtags || null,
  ];
  return lines.filter(Boolean).join("\n");
}

/** How the counter shows a post's length: fine, near the limit (yellow) or over it (red). */
export function postLengthLevel(length: number): "ok" | "warning" | "over" {
  return length > POST_LIMIT ? "over" : length > POST_WARNING ? "warning" : "ok";
}
