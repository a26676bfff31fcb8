import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { ogTemplates } from "@/lib/db/schema";
import type { OgTemplateStyle } from "@/lib/domain/og-template";
import { templateStyleOf } from "@/lib/queries/og-card";
import { refused, type ActionResult } from "../action-result";
import { adminWrite } from "../admin-write";
import { unlessStale, type OpenedRow } from "../stale-check";

/** A template as the designer opens it: its style, id and the version its save checks. */
export type StoredOgTemplate = OgTemplateStyle & { id: number; version: number };

/** Every template, by name (admin-area §7), as styles the editor and renderer read. */
export async function listOgTemplates(_admin: AdminUser): Promise<StoredOgTemplate[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(ogTemplates)
    .orderBy(asc(ogTemplates.name), asc(ogTemplates.id));
  return rows.map((row) => ({ ...templateStyleOf(row), id: row.id, version: row.version }));
}

/** What a template save answers: the saved template's id, or why nothing was saved. */
type TemplateSaved = ActionResult<{ id: number }>;

/**
 * Saves a validated template, as a new one (`opened` null) or over the opened template, unless
 * someone changed it since it was opened. Making it the default takes the flag from the other
 * default in the same transaction. When the default template changed, every company's card is
 * refreshed.
 */
export async function saveOgTemplate(
  admin: AdminUser,
  opened: OpenedRow | null,
  style: OgTemplateStyle,
): Promise<TemplateSaved> {
  const id = opened?.id ?? null;
  return adminWrite(
    admin,
    unlessStale<TemplateSaved>({ row: "template", opened }, async (tx) => {
      const [before] =
        id === null ? [] : await tx.select().from(ogTemplates).where(eq(ogTemplates.id, id));
      if (id !== null && !before) return { result: refused("Template not found") };
      if (style.is_default) {
        // Only the template losing the flag changes (and gets a new version), not every other one.
        const others = id === null ? undefined : ne(ogTemplates.id, id);
        await tx
          .update(ogTemplates)
          .set({ is_default: false })
          .where(and(eq(ogTemplates.is_default, true), others));
      }
      const values = { ...style, updated_at: new Date() };
      const [after] =
        id === null
          ? await tx.insert(ogTemplates).values(values).returning()
          : await tx.update(ogTemplates).set(values).where(eq(ogTemplates.id, id)).returning();
      return {
        result: { ok: true, message: "Template saved successfully!", id: after.id },
        change: style.is_default || before?.is_default ? { allCards: true } : undefined,
        history: [
          {
            entityType: "og_template",
            entityId: after.id,
            label: after.name,
            action: before ? "update" : "create",
            before: before ?? null,
            after,
          },
        ],
      };
    }),
  );
}
