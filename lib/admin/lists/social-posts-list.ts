import "server-only";
import { listAllSocialPosts } from "@/lib/admin/social/social-posts";
import { parsePageParam } from "@/lib/domain/pagination";
import { defineAdminList, paramsOf } from "./admin-list";

export type SocialPostsQuery = { q: string; page?: number };

/** Every post about a company, newest first, 48 a page, searched by company name or URL. */
export const socialPostsList = defineAdminList({
  codec: {
    path: "/admin/social/posts",
    parse: (params: URLSearchParams): SocialPostsQuery => ({
      q: params.get("q") ?? "",
      page: parsePageParam(params.get("page")),
    }),
    write: ({ q, page }) => paramsOf({ q, page }),
  },
  load: (admin, { q, page }) => listAllSocialPosts(admin, q, page ?? 1),
  failure: (error: Error) => `Error loading posts: ${error.message}`,
});
