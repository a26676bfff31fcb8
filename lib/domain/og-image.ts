import { createHash } from "node:crypto";

/** The largest card image stored (the og_image table's byte_size check says the same). */
export const OG_IMAGE_MAX_BYTES = 2_000_000;

/** A stored image nothing refers to is removed once it is this old. */
export const OG_IMAGE_UNUSED_MS = 24 * 60 * 60 * 1000;

/** A stored image's id: the sha256 of its bytes in hex, so that one URL always names one image. */
export function ogImageId(png: Uint8Array): string {
  return createHash("sha256").update(png).digest("hex");
}

/** The id named by a file name of /og/ (`{64 hex}.png`), or null when it is none. */
export function ogImageIdOfFile(file: string): string | null {
  const match = /^([0-9a-f]{64})\.png$/.exec(file);
  return match ? match[1] : null;
}

/** The path that serves a stored image. */
export const ogImagePath = (id: string) => `/og/${id}.png`;
