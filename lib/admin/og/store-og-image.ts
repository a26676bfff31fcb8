import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { ogImage } from "@/lib/db/schema";
import { OG_IMAGE_MAX_BYTES, ogImageId } from "@/lib/domain/og-image";
import { rasterTypeOf } from "@/lib/favicon/icon-image";
import { refuse } from "@/lib/validation/refusal";
import { answeredWrite } from "../admin-write";
import type { Refused } from "../action-result";
import { removeUnusedOgImages } from "./unused-og-images";

export const UPLOAD_FAILED = "Failed to upload OG image";

/** The spec's answer to an image that cannot be stored: 'Upload failed: {error} - {details}'. */
export const uploadFailed = (error: string, details: string) =>
  `Upload failed: ${error} - ${details}`;

/** Why `png` cannot be stored (not a PNG, empty, over the cap), or null. */
export function ogImageProblem(png: Buffer): string | null {
  if (png.length === 0) return uploadFailed("empty image", "the card has no bytes");
  if (rasterTypeOf(png) !== "image/png") {
    return uploadFailed("not a PNG", "the card's bytes do not start with the PNG signature");
  }
  if (png.length > OG_IMAGE_MAX_BYTES) {
    const size = png.length.toLocaleString("en-US");
    const cap = OG_IMAGE_MAX_BYTES.toLocaleString("en-US");
    return uploadFailed("image too large", `the card is ${size} bytes; the limit is ${cap} bytes`);
  }
  return null;
}

/**
 * Stores a card image of a company, so that every server serves it at /og/{id}.png, and
 * removes the images nothing has used for a day. The id is the bytes' hash: storing the same
 * card again keeps one row and counts it as new (so the cleanup leaves it a day again).
 */
export async function storeOgImage(
  admin: AdminUser,
  input: { png: Buffer; organizationId: number },
  now = new Date(),
): Promise<{ id: string } | Refused> {
  return answeredWrite(
    admin,
    { failed: UPLOAD_FAILED, context: "Storing a card image failed" },
    async (tx) => {
      const problem = ogImageProblem(input.png);
      if (problem) refuse(problem);
      await removeUnusedOgImages(tx, now);
      const id = ogImageId(input.png);
      await tx
        .insert(ogImage)
        .values({
          id,
          png: input.png,
          byte_size: input.png.length,
          organization_id: input.organizationId,
          created_at: now,
        })
        .onConflictDoUpdate({ target: ogImage.id, set: { created_at: now } });
      return { result: { id } };
    },
  );
}
