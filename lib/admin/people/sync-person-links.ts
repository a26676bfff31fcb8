import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationkeyperson } from "@/lib/db/schema";
import type { PersonInput } from "@/lib/validation/person";
import type { PersonRecord } from "./person-record";

/** The links of person `personId` to the companies of `links`. */
export const personLinksTo = (personId: number, links: { organization_id: number }[]) =>
  and(
    eq(organizationkeyperson.key_person_id, personId),
    inArray(
      organizationkeyperson.organization_id,
      links.map((link) => link.organization_id),
    ),
  );

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
    await tx.delete(organizationkeyperson).where(personLinksTo(before.id, removed));
  }
  for (const link of companies) {
    const existing = current.get(link.organization_id);
    if (!existing) {
      await tx.insert(organizationkeyperson).values({ key_person_id: before.id, ...link });
    } else if (existing.role !== link.role || existing.is_founder !== link.is_founder) {
      await tx
        .update(organizationkeyperson)
        .set({ role: link.role, is_founder: link.is_founder })
        .where(personLinksTo(before.id, [link]));
    }
  }
}
