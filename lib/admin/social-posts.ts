import { sql } from "drizzle-orm";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getDb } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";

export type SocialMediaPost = { id: number; url: string; created_at: string };

/** Posts made about a company on social networks, newest first (admins only). */
export async function listSocialMediaPosts(shortname: string): Promise<SocialMediaPost[]> {
  await requireAdmin();
  const db = await getDb();
  return selectRows<SocialMediaPost>(
    db,
    sql`select id, url, created_at::text from social_media_posts
        where org_shortname = ${shortname} order by created_at desc, id desc`,
  );
}
