import type { Metadata } from "next";

/**
 * Metadata built from data, or `fallback` when the data cannot be read: the page, reading
 * the same data, then fails into its error view, which is never cached.
 */
export async function metadataOr(
  fallback: Metadata,
  build: () => Promise<Metadata>,
): Promise<Metadata> {
  try {
    return await build();
  } catch {
    return fallback;
  }
}
