import "server-only";
import { and, eq, lt, notExists } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { ogImage, socialMediaPosts } from "@/lib/db/schema";
import { OG_IMAGE_UNUSED_MS } from "@/lib/domain/og-image";

/**
 * Deletes the stored card images that no recorded post or shortlink refers to and that were
 * stored more than a day before `now` (a younger one may be one a remote side is still fetching).
 * Returns how many went.
 */
export async function removeUnusedOgImages(tx: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OG_IMAGE_UNUSED_MS);
  const gone = await tx
    .delete(ogImage)
    .where(
      and(
        lt(ogImage.created_at, before),
        notExists(
          tx
            .select({ id: socialMediaPosts.id })
            .from(socialMediaPosts)
            .where(eq(socialMediaPosts.og_image_id, ogImage.id)),
        ),
      ),
    )
    .returning({ id: ogImage.id });
  return gone.length;
}
