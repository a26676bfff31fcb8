import "server-only";
import { z } from "zod";
import type { AdminUser } from "@/lib/auth/admin-user";
import { loadCompany } from "@/lib/companies/load-company";
import { renameShortname, shortnameProblem } from "@/lib/companies/rename-shortname";
import { freeShortname } from "@/lib/companies/unique-shortname";
import type { Db } from "@/lib/db/client";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { incompleteRecord, restoreWrite, type Restored } from "../history/restore-write";
import { createCompaniesWithHistory, replaceCompanyWithHistory } from "./company-changes";

// A whole company as its history entries keep it (a partial entry, such as one tag removed
// from the tags page, lacks the rest).
const companyRecordSchema = companyJsonSchema.extend({ shortname: z.string().min(1) });

/**
 * Brings company `id` of the recorded change `historyId` back to its state before that change,
 * itself a recorded change ('restore'). A deleted company comes back with its own id, and its
 * shortname unless another company has taken it since (then the first free -2, -3...): the
 * restore never touches another company. A renamed company takes its former shortname back when
 * no other company has or had it; the shortname it leaves keeps leading to it.
 */
export async function restoreCompany(admin: AdminUser, historyId: number): Promise<Restored> {
  return restoreWrite(admin, historyId, "company", "company", async (tx, entry) => {
    const parsed = companyRecordSchema.safeParse(entry.before);
    const before = parsed.success ? parsed.data : incompleteRecord("company");
    const current = await loadCompany(tx, entry.entityId);
    const renamedFrom =
      current && (await renameBack(tx, current.id, current.record.shortname, before.shortname));
    const saved = current
      ? await replaceCompanyWithHistory(tx, current, before, "restore")
      : (
          await createCompaniesWithHistory(tx, [before], "restore", [
            { id: entry.entityId, shortname: await freeShortname(tx, before.shortname) },
          ])
        )[0];
    const renamed = !current && saved.shortname !== before.shortname;
    return {
      result: {
        ok: true,
        message: renamed
          ? `Restored ${saved.name} as ${saved.shortname}: another company has the shortname ${before.shortname} now.`
          : `Restored ${saved.name}.`,
        href: `/admin/organizations/${encodeURIComponent(saved.shortname)}/edit`,
      },
      change: { companies: renamedFrom ? [renamedFrom, saved.shortname] : [saved.shortname] },
      history: saved.history,
    };
  });
}

// Gives company `id` the shortname `wanted` back when it may take it; the shortname it left, or null.
async function renameBack(tx: Db, id: number, shortname: string, wanted: string) {
  if (shortname === wanted || (await shortnameProblem(tx, id, wanted))) return null;
  await renameShortname(tx, id, shortname, wanted);
  return shortname;
}
