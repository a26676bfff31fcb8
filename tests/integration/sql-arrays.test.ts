import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "@/lib/db/rows";
import * as t from "@/lib/db/schema";
import { equalsAny, insertMany } from "@/lib/db/sql-arrays";
import { DRIVERS, useFreshDatabase } from "./databases";

// Text that an array literal must carry unharmed: its own syntax, escapes, nothing, NULL.
const AWKWARD = [
  'say "hi"',
  'back\\slash and \\" both',
  "a, b, {c}",
  "",
  "NULL",
  "  spaced  ",
  "multi\nline\ttabbed",
  "ünïcødé ✓ 🚀",
  "'single' quotes",
];

describe.each(DRIVERS)("array parameters on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("inserts every value as given, nulls and JSON included, and answers in order", async () => {
    const { db } = database();
    const rows = AWKWARD.map((text, i) => ({
      admin_email: `a${i}@example.com`,
      entity_type: "company",
      entity_id: i + 1,
      entity_label: text,
      action: "create",
      before: i % 2 === 0 ? null : { text, list: [text, i] },
      after: { text },
    }));
    const ids = await insertMany<{ id: number }>(db, t.changeHistory, rows, sql`returning id`);
    expect(ids).toHaveLength(AWKWARD.length);
    const stored = await db
      .select({
        id: t.changeHistory.id,
        label: t.changeHistory.entity_label,
        before: t.changeHistory.before,
        after: t.changeHistory.after,
      })
      .from(t.changeHistory)
      .orderBy(asc(t.changeHistory.id));
    expect(stored.map((row) => row.id)).toEqual(ids.map((row) => row.id));
    expect(stored.map((row) => row.label)).toEqual(AWKWARD);
    expect(stored.map((row) => row.after)).toEqual(AWKWARD.map((text) => ({ text })));
    expect(stored.map((row) => row.before)).toEqual(
      AWKWARD.map((text, i) => (i % 2 === 0 ? null : { text, list: [text, i] })),
    );
  });

  it("matches text with = any() exactly, awkward values included", async () => {
    const { db } = database();
    const rows = await selectRows<{ value: string }>(
      db,
      sql`select value from unnest(${sql`array[${sql.join(
        AWKWARD.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]`}) as value where ${equalsAny(sql`value`, [AWKWARD[1], AWKWARD[2], "other"], "text")}`,
    );
    expect(rows.map((row) => row.value)).toEqual([AWKWARD[1], AWKWARD[2]]);
  });
});
