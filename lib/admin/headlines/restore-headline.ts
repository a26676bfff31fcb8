import "server-only";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { ROUND_TYPES } from "@/lib/domain/constants";
import type { AdminUser } from "@/lib/auth/admin-user";
import { headline, organization } from "@/lib/db/schema";
import { incompleteRecord, restoreWrite, type Restored } from "../history/restore-write";
import { headlineSnapshot, readHeadlineRecord } from "./headline-record";
import { stampCompanies, syncLinks } from "./save-headline";

// A headline as its history entries keep it (headlineSnapshot).
const snapshotSchema = z.object({
  url: z.string(),
  description: z.string(),
  headline_type: z.string(),
  headline_date: z.string().nullable(),
  media_outlet: z.string().nullable(),
  total_amount: z.number().nullable(),
  // Entries recorded before round types were kept have none: read from the title.
  round_type: z.enum(ROUND_TYPES).nullable().default(null),
  published: z.boolean(),
  companies: z.array(z.object({ id: z.int() })),
});

/**
 * Brings headline `id` of the recorded change `historyId` back to its state before that change
 * (a deleted one with its own id), with its links to the companies that still exist; itself a
 * recorded change ('restore'). Another headline with the same URL stays as it is.
 */
export async function restoreHeadline(admin: AdminUser, historyId: number): Promise<Restored> {
  return restoreWrite(
    admin,
    historyId,
    "headline",
    "headline",
    async (tx, { entityId: id, before }) => {
      const parsed = snapshotSchema.safeParse(before);
      const { companies, ...fields } = parsed.success ? parsed.data : incompleteRecord("headline");
      const current = await readHeadlineRecord(tx, id, { lock: true });
      if (current) await tx.update(headline).set(fields).where(eq(headline.id, id));
      else await tx.insert(headline).values({ ...fields, id });
      const wanted = companies.map((company) => company.id);
      const existing = wanted.length
        ? await tx
            .select({ id: organization.id })
            .from(organization)
            .where(inArray(organization.id, wanted))
        : [];
      await syncLinks(
        tx,
        id,
        existing.map((company) => company.id),
      );
      const touched = new Set([...(current?.companies ?? []), ...existing].map((c) => c.id));
      const stamped = await stampCompanies(tx, [...touched]);
      const after = (await readHeadlineRecord(tx, id))!;
      const gone = wanted.length - existing.length;
      return {
        result: {
          ok: true,
          message:
            `Restored headline "${after.description}".` +
            (gone > 0 ? ` ${gone} of the companies it mentioned no longer exist.` : ""),
          href: `/admin/headlines/${id}/edit`,
        },
        change: { companies: stamped },
        history: [
          {
            entityType: "headline",
            entityId: id,
            label: after.description,
            action: "restore",
            before: current && headlineSnapshot(current),
            after: headlineSnapshot(after),
          },
        ],
      };
    },
  );
}
