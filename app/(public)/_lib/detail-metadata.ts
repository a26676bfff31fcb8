import type { Metadata } from "next";
import { metadataOr } from "@/lib/metadata";

/**
 * A detail page's generateMetadata: the metadata of what `read` finds, else `missing`, also
 * when the read fails (the page, reading the same data, then shows its uncached error view).
 */
export function detailMetadata<Props, Found>(
  read: (props: Props) => Promise<Found | null>,
  metadataOf: (found: Found) => Metadata,
  missing: Metadata,
) {
  return (props: Props): Promise<Metadata> =>
    metadataOr(missing, async () => {
      const found = await read(props);
      return found ? metadataOf(found) : missing;
    });
}
