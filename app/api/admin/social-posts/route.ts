// GET /api/admin/social-posts?shortname=x - social media posts about a company (admins only)
import { listSocialMediaPosts } from "@/lib/admin/social/social-posts";
import { withAdmin } from "@/lib/auth/require-admin";

export const GET = withAdmin(async (request) => {
  const shortname = new URL(request.url).searchParams.get("shortname") ?? "";
  return Response.json(await listSocialMediaPosts(shortname.slice(0, 200)));
});
