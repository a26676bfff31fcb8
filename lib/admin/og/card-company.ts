import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { firstRow } from "@/lib/db/rows";
import { organization } from "@/lib/db/schema";
import type { CardCompany } from "@/lib/domain/og-template";
import { cardColumns } from "@/lib/queries/og-card";

/** What the card of any company (published or not) shows, for the admin's preview; null if missing. */
export async function getCardCompanyAsAdmin(
  _admin: AdminUser,
  shortname: string,
): Promise<CardCompany | null> {
  const db = await getDb();
  const query = db
    .select(cardColumns)
    .from(organization)
    .where(eq(organization.shortname, shortname));
  return (await firstRow(query)) ?? null;
}
