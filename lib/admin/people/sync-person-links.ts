import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationkeyperson } from "@/lib/db/schema";
import type { PersonInput } from "@/lib/validation/person";
import type { PersonRecord } from "./person-record";

/** Makes the person's company links the given ones, with their role and founder flag. */
export async function syncCompanyLinks(
  tx: Db,
  before: PersonRecord,
  companies: PersonInput["companies"],
) {
  const current = new Map(before.companies.map((link) => [link.organization_id, link]));
  const wanted = new Set(companies.map((link) => link.organization_id));
  const removed = before.companies.filter((link) => !wanted.has(link.organization_id));
  if (removed.length > 0) {
    await tx.delete(organizationkeyperson).where(
      and(
        eq(organizationkeyperson.key_person_id, before.id),
        inArray(
          organizationkeyperson.organization_id,
          removed.map((link) => link.organization_id),
        ),
      ),
    );
  }
  for (const link of companies) {
    const existing = current.get(link.organization_id);
    if (!existing) {
      await tx.insert(organizationkeyperson).values({ key_person_id: before.id, ...link });
    } else if (existing.role !== link.role || existing.is_founder !== link.is_founder) {
      await tx
        .update(organizationkeyperson)
        .set({ role: link.role, is_founder: link.is_founder })
        .where(
          and(
            eq(organizationkeyperson.key_person_id, before.id),
            eq(organizationkeyperson.organization_id, link.organization_id),
          ),
        );
    }
  }
}
