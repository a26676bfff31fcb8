import "server-only";
import { listAllSocialPosts } from "@/lib/admin/social/social-posts";
import { defineAdminList, paramsOf } from "./admin-list";

export type SocialPostsQuery = { q: string; page?: number };

/** Every post about a company, newest first, on one page, searched by company name or URL. */
export const socialPostsList = defineAdminList({
  codec: {
    path: "/admin/social/posts",
    parse: (params: URLSearchParams): SocialPostsQuery => ({ q: params.get("q") ?? "" }),
    write: ({ q }) => paramsOf({ q }),
  },
  async load(admin, { q }) {
    const items = await listAllSocialPosts(admin, q);
    return { items, total: items.length, page: 1, pages: 1 };
  },
  failure: (error: Error) => `Error loading posts: ${error.message}`,
});
