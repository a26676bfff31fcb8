"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { deletePerson } from "@/lib/admin/people/delete-person";
import { PERSON_NOT_FOUND, savePerson } from "@/lib/admin/people/save-person";
import { parseRowId } from "@/lib/domain/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { parsePerson, type PersonErrors } from "@/lib/validation/person";

/** What the person form shows after a save that did not go through. */
export type PersonFormResult = ActionResult & { errors?: PersonErrors };

// Ids come from the page as numbers; anything else is an unknown person.
const personId = (id: unknown) =>
  typeof id === "number" || typeof id === "string" ? parseRowId(String(id)) : null;

/**
 * Creates (id null) or updates a person from the editor (opened at `version`), then shows
 * their public page.
 */
export async function savePersonAction(
  id: unknown,
  version: unknown,
  input: unknown,
): Promise<PersonFormResult> {
  return asAdmin<PersonFormResult>(async (admin) => {
    const target = id === null ? null : personId(id);
    if (id !== null && target === null) return { ok: false, message: PERSON_NOT_FOUND };
    const seen = rowVersionSchema.safeParse(version);
    if (target !== null && !seen.success) return { ok: false, message: MISSING_VERSION };
    const opened = target === null || !seen.success ? null : { id: target, version: seen.data };
    const parsed = parsePerson(input);
    if (!parsed.ok) {
      return {
        ok: false,
        message: "Please correct the fields marked below.",
        errors: parsed.errors,
      };
    }
    const result = await savePerson(admin, opened, parsed.person);
    if (!result.ok) return result;
    redirect(`/people/${result.id}`);
  });
}

/**
 * Deletes a person with their links and accounts, from the editor opened at `version`, then
 * shows the people list.
 */
export async function deletePersonAction(id: unknown, version: unknown): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const target = personId(id);
    if (target === null) return { ok: false, message: PERSON_NOT_FOUND };
    const seen = rowVersionSchema.safeParse(version);
    if (!seen.success) return { ok: false, message: MISSING_VERSION };
    const result = await deletePerson(admin, { id: target, version: seen.data });
    if (!result.ok) return result;
    redirect("/people");
  });
}
