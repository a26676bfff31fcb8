import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { ogImage } from "@/lib/db/schema";
import { O, publicly, type Visibility } from "./visibility";

/** The bytes of a stored card image of a company visitors may see; null when there is none. */
export const getOgImagePng = publicly(
  async (visible: Visibility, id: string): Promise<Uint8Array | null> => {
    const db = await getDb();
    const [row] = await db
      .select({ png: ogImage.png })
      .from(ogImage)
      .innerJoin(O, eq(O.id, ogImage.organization_id))
      .where(and(eq(ogImage.id, id), visible.organization))
      .limit(1);
    return row ? new Uint8Array(row.png) : null;
  },
);
