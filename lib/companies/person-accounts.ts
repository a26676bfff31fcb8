import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/types";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";
import { keypersonsocialaccount } from "@/lib/db/schema";

// The one way a person's social accounts are written: by the person editor, a restore, a
// company's key people and a batch of new companies.

type Account = { account_type: string; url: string };
export type PersonAccounts = { personId: number; accounts: Account[] };

const keyOf = (personId: number, url: string) => `${personId} ${url}`;

/**
 * Gives each person the accounts listed: `exactly` removes the accounts not listed, `add`
 * keeps them. An account is its URL (unique per person): one listed with another type changes
 * type in place, an unchanged one keeps its row and is not written (no statement at all when
 * nothing changes). Of accounts listed twice, the last counts. A few statements however many
 * people there are.
 */
export async function syncPersonAccounts(
  tx: Db,
  people: PersonAccounts[],
  mode: "exactly" | "add",
): Promise<void> {
  const ids = [...new Set(people.map((person) => person.personId))];
  if (ids.length === 0) return;
  const current = await tx
    .select()
    .from(keypersonsocialaccount)
    .where(equalsAny(keypersonsocialaccount.key_person_id, ids, "int"));
  const wanted = new Map(
    people.flatMap(({ personId, accounts }) =>
      accounts.map(({ account_type, url }) => [
        keyOf(personId, url),
        { key_person_id: personId, account_type, url },
      ]),
    ),
  );
  const had = new Map(current.map((row) => [keyOf(row.key_person_id, row.url), row]));
  const removed =
    mode === "exactly"
      ? current.filter((row) => !wanted.has(keyOf(row.key_person_id, row.url)))
      : [];
  const written = [...wanted.entries()]
    .filter(([key, row]) => had.get(key)?.account_type !== row.account_type)
    .map(([, row]) => row);
  if (removed.length > 0) {
    await tx.delete(keypersonsocialaccount).where(
      equalsAny(
        keypersonsocialaccount.id,
        removed.map((row) => row.id),
        "int",
      ),
    );
  }
  await insertMany(
    tx,
    keypersonsocialaccount,
    written,
    sql`on conflict (key_person_id, url) do update set account_type = excluded.account_type`,
  );
}
