import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { keyperson } from "@/lib/db/schema";
import type { ActionResult } from "../action-result";
import { adminWrite } from "../admin-write";
import { unlessStale, type OpenedRow } from "../stale-check";
import { personSnapshot, readPersonRecord } from "./person-record";
import { PERSON_NOT_FOUND } from "./save-person";

/**
 * Deletes a person with their social accounts and company links (the foreign keys cascade),
 * in one transaction recorded in the history; refreshes the pages that showed them. A person
 * changed since the editor was opened is not deleted.
 */
export async function deletePerson(admin: AdminUser, opened: OpenedRow): Promise<ActionResult> {
  const { id } = opened;
  return adminWrite(
    admin,
    unlessStale<ActionResult>({ row: "person", opened, action: "delete" }, async (tx) => {
      const before = await readPersonRecord(tx, id, { lock: true });
      if (!before) return { result: { ok: false, message: PERSON_NOT_FOUND } };
      await tx.delete(keyperson).where(eq(keyperson.id, id));
      return {
        result: { ok: true, message: `Person "${before.name}" deleted.` },
        change: { people: [id], companies: before.companies.map((company) => company.shortname) },
        history: [
          {
            entityType: "person",
            entityId: id,
            label: before.name,
            action: "delete",
            before: personSnapshot(before),
            after: null,
          },
        ],
      };
    }),
  );
}
