"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { deletePerson } from "@/lib/admin/people/delete-person";
import { PERSON_NOT_FOUND, savePerson } from "@/lib/admin/people/save-person";
import { parseRowId } from "@/lib/domain/row-id";
import { parsePerson, type PersonErrors } from "@/lib/validation/person";

/** What the person form shows after a save that did not go through. */
export type PersonFormResult = ActionResult & { errors?: PersonErrors };

// Ids come from the page as numbers; anything else is an unknown person.
const personId = (id: unknown) =>
  typeof id === "number" || typeof id === "string" ? parseRowId(String(id)) : null;

/** Creates (id null) or updates a person from the editor, then shows their public page. */
export async function savePersonAction(id: unknown, input: unknown): Promise<PersonFormResult> {
  return asAdmin<PersonFormResult>(async (admin) => {
    const target = id === null ? null : personId(id);
    if (id !== null && target === null) return { ok: false, message: PERSON_NOT_FOUND };
    const parsed = parsePerson(input);
    if (!parsed.ok) {
      return {
        ok: false,
        message: "Please correct the fields marked below.",
        errors: parsed.errors,
      };
    }
    const result = await savePerson(admin, target, parsed.person);
    if (!result.ok) return result;
    redirect(`/people/${result.id}`);
  });
}

/** Deletes a person with their links and accounts, then shows the people list. */
export async function deletePersonAction(id: unknown): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const target = personId(id);
    if (target === null) return { ok: false, message: PERSON_NOT_FOUND };
    const result = await deletePerson(admin, target);
    if (!result.ok) return result;
    redirect("/people");
  });
}
