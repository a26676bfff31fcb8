import { asc, eq, ne } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { ogTemplates } from "@/lib/db/schema";
import type { OgTemplateStyle } from "@/lib/domain/og-template";
import { templateStyleOf } from "@/lib/queries/og-card";
import { adminWrite } from "../admin-write";

export type StoredOgTemplate = OgTemplateStyle & { id: number };

/** Every template, by name (admin-area §7), as styles the editor and renderer read. */
export async function listOgTemplates(_admin: AdminUser): Promise<StoredOgTemplate[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(ogTemplates)
    .orderBy(asc(ogTemplates.name), asc(ogTemplates.id));
  return rows.map((row) => ({ ...templateStyleOf(row), id: row.id }));
}

/**
 * Saves a validated template, as a new one (`id` null) or over template `id`. Making it the
 * default takes the flag from the others in the same transaction. When the default template
 * changed, every company's card is refreshed. Answers the id, or null when `id` is unknown.
 */
export async function saveOgTemplate(
  admin: AdminUser,
  id: number | null,
  style: OgTemplateStyle,
): Promise<number | null> {
  return adminWrite(admin, async (tx) => {
    const [before] =
      id === null ? [] : await tx.select().from(ogTemplates).where(eq(ogTemplates.id, id));
    if (id !== null && !before) return { result: null };
    if (style.is_default) {
      const others = id === null ? undefined : ne(ogTemplates.id, id);
      await tx.update(ogTemplates).set({ is_default: false }).where(others);
    }
    const values = { ...style, updated_at: new Date() };
    const [after] =
      id === null
        ? await tx.insert(ogTemplates).values(values).returning()
        : await tx.update(ogTemplates).set(values).where(eq(ogTemplates.id, id)).returning();
    return {
      result: after.id,
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
  });
}
