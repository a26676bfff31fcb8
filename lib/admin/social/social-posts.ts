import "server-only";
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getDb } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/like";
import { organization, socialMediaPosts } from "@/lib/db/schema";
import { pageWindow } from "@/lib/domain/pagination";
import { adminWrite } from "../admin-write";

export type SocialPostRow = {
  id: number;
  url: string;
  created_at: Date;
  organization: { id: number; name: string; shortname: string };
};

// The posts made about companies on social networks: the admin's list of them, a company's
// own (for its page's admin panel), and their recording and deletion.

export type SocialMediaPost = { id: number; url: string; created_at: string };

/** Posts made about a company on social networks, newest first (admins only). */
export async function listSocialMediaPosts(shortname: string): Promise<SocialMediaPost[]> {
  await requireAdmin();
  const db = await getDb();
  return db
    .select({
      id: socialMediaPosts.id,
      url: socialMediaPosts.url,
      created_at: sql<string>`${socialMediaPosts.created_at}::text`,
    })
    .from(socialMediaPosts)
    .where(eq(socialMediaPosts.org_shortname, shortname))
    .orderBy(desc(socialMediaPosts.created_at), desc(socialMediaPosts.id));
}

/** The social posts list shows this many posts a page. */
export const SOCIAL_POSTS_PAGE_SIZE = 48;

/** A page of the posts about companies, newest first, whose URL or company name contain `search`. */
export async function listAllSocialPosts(_admin: AdminUser, search: string, requested: number) {
  const db = await getDb();
  const text = search.trim().slice(0, 200);
  const where = text
    ? or(
        ilike(socialMediaPosts.url, containsPattern(text)),
        ilike(organization.name, containsPattern(text)),
      )
    : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(socialMediaPosts)
    .innerJoin(organization, eq(organization.shortname, socialMediaPosts.org_shortname))
    .where(where);
  const { page, pages, offset } = pageWindow(total, SOCIAL_POSTS_PAGE_SIZE, requested);
  const rows = await db
    .select({
      id: socialMediaPosts.id,
      url: socialMediaPosts.url,
      created_at: socialMediaPosts.created_at,
      org_id: organization.id,
      name: organization.name,
      shortname: organization.shortname,
    })
    .from(socialMediaPosts)
    .innerJoin(organization, eq(organization.shortname, socialMediaPosts.org_shortname))
    .where(where)
    .orderBy(desc(socialMediaPosts.created_at), desc(socialMediaPosts.id))
    .limit(SOCIAL_POSTS_PAGE_SIZE)
    .offset(offset);
  const items: SocialPostRow[] = rows.map(({ org_id, name, shortname, ...post }) => ({
    ...post,
    organization: { id: org_id, name, shortname },
  }));
  return { items, total, page, pages };
}

/**
 * Records a post made about a company (by the webhook, or by hand) or a shortlink made for it
 * (with its stored card image). Null if the company is unknown.
 */
export async function addSocialPost(
  admin: AdminUser,
  input: { shortname: string; url: string; ogImageId?: string },
): Promise<number | null> {
  return adminWrite(admin, async (tx) => {
    const [company] = await tx
      .select({ shortname: organization.shortname })
      .from(organization)
      .where(eq(organization.shortname, input.shortname));
    if (!company) return { result: null };
    const [row] = await tx
      .insert(socialMediaPosts)
      .values({ org_shortname: company.shortname, url: input.url, og_image_id: input.ogImageId })
      .returning();
    return {
      result: row.id,
      history: [
        {
          entityType: "social_post",
          entityId: row.id,
          label: row.url,
          action: "create",
          before: null,
          after: row,
        },
      ],
    };
  });
}

/** Deletes a recorded post; false when there is no such post. */
export async function deleteSocialPost(admin: AdminUser, id: number): Promise<boolean> {
  return adminWrite(admin, async (tx) => {
    const [row] = await tx.delete(socialMediaPosts).where(eq(socialMediaPosts.id, id)).returning();
    if (!row) return { result: false };
    return {
      result: true,
      history: [
        {
          entityType: "social_post",
          entityId: row.id,
          label: row.url,
          action: "delete",
          before: row,
          after: null,
        },
      ],
    };
  });
}
