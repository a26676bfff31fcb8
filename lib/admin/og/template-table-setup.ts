import "server-only";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { eq, exists, sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { migrationsFolder, tableNamed } from "@/lib/db/migrations";
import { ogTemplates } from "@/lib/db/og-templates-schema";
import { selectValues } from "@/lib/db/rows";

/**
 * The SQL creating the template table with its default template, for a database managed by
 * hand: the statements of our migrations that concern og_templates, in order, so that it is
 * always the same SQL as the migrations apply (with the function its version trigger calls).
 */
export async function templateTableSql(_admin: AdminUser): Promise<string> {
  const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql")).sort();
  const statements: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(migrationsFolder, file), "utf8");
    for (const statement of text.split("--> statement-breakpoint")) {
      if (statement.includes('"og_templates"') || statement.includes("FUNCTION bump_row_version"))
        statements.push(`${statement.trim().replace(/;?$/, ";")}`);
    }
  }
  return statements.join("\n\n");
}

export type TemplateTableStatus = { tableExists: boolean; hasDefault: boolean };

/** Whether this database has the template table, and a default template in it. */
export async function templateTableStatus(_admin: AdminUser): Promise<TemplateTableStatus> {
  const db = await getDb();
  const table = await selectValues(db, { name: tableNamed("public.og_templates") });
  if (!table?.name) return { tableExists: false, hasDefault: false };
  const row = await selectValues(db, {
    found: sql<boolean>`${exists(
      db
        .select({ one: sql`1` })
        .from(ogTemplates)
        .where(eq(ogTemplates.is_default, true)),
    )}`,
  });
  return { tableExists: true, hasDefault: row?.found === true };
}
