"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { mergePeople } from "@/lib/admin/people/merge-people";
import { PERSON_NOT_FOUND } from "@/lib/admin/people/save-person";
import { suggestPeople, type PersonSuggestion } from "@/lib/admin/people/suggest-people";
import { parseRowId } from "@/lib/domain/row-id";

const rowId = (id: unknown) =>
  typeof id === "number" || typeof id === "string" ? parseRowId(String(id)) : null;

/** Up to 5 people whose name contains `text`, to merge into the person being edited. */
export async function suggestPeopleToMergeAction(
  text: string,
): Promise<{ ok: true; message: string; people: PersonSuggestion[] } | ActionResult> {
  return asAdmin(async (admin) => {
    const people = await suggestPeople(admin, String(text ?? ""));
    return { ok: true as const, message: "", people };
  });
}

/** Merges person `otherId` into person `keptId`, then shows the kept person's page. */
export async function mergePeopleAction(keptId: unknown, otherId: unknown): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const kept = rowId(keptId);
    const other = rowId(otherId);
    if (kept === null || other === null) return { ok: false, message: PERSON_NOT_FOUND };
    const result = await mergePeople(admin, kept, other);
    if (!result.ok) return result;
    redirect(`/people/${kept}`);
  });
}
