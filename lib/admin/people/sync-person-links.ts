import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { keypersonsocialaccount, organizationkeyperson } from "@/lib/db/schema";
import type { PersonInput } from "@/lib/validation/person";
import type { PersonRecord } from "./person-record";

const accountKey = (account: { account_type: string; url: string }) =>
  `${account.account_type} ${account.url}`;

/**
 * Makes the person's social accounts the given ones: an unchanged account keeps its row (and
 * its place), the others are deleted or inserted.
 */
export async function syncSocialAccounts(
  tx: Db,
  before: PersonRecord,
  accounts: PersonInput["social_accounts"],
) {
  const wanted = new Set(accounts.map(accountKey));
  const kept = new Set(before.social_accounts.map(accountKey));
  const removed = before.social_accounts.filter((account) => !wanted.has(accountKey(account)));
  const added = accounts.filter((account) => !kept.has(accountKey(account)));
  // Deletions first: an account whose type changed keeps its URL, which is unique per person.
  if (removed.length > 0) {
    await tx.delete(keypersonsocialaccount).where(
      inArray(
        keypersonsocialaccount.id,
        removed.map((account) => account.id),
      ),
    );
  }
  if (added.length > 0) {
    await tx
      .insert(keypersonsocialaccount)
      .values(added.map((account) => ({ key_person_id: before.id, ...account })));
  }
}

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
