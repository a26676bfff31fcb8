import { and, desc, eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { changeHistory } from "@/lib/db/schema";

export type PersonHistoryEntry = {
  id: number;
  admin_email: string;
  created_at: Date;
  action: string;
};

/** The person's entries in the change history, newest first (the last 50). */
export async function listPersonHistory(
  _admin: AdminUser,
  id: number,
): Promise<PersonHistoryEntry[]> {
  const db = await getDb();
  return db
    .select({
      id: changeHistory.id,
      admin_email: changeHistory.admin_email,
      created_at: changeHistory.created_at,
      action: changeHistory.action,
    })
    .from(changeHistory)
    .where(and(eq(changeHistory.entity_type, "person"), eq(changeHistory.entity_id, id)))
    .orderBy(desc(changeHistory.id))
    .limit(50);
}
