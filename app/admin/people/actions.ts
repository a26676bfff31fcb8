"use server";

import { redirect } from "next/navigation";
import { adminAction, arg, formRefusal } from "@/lib/admin/admin-action";
import { deletePerson } from "@/lib/admin/people/delete-person";
import { PERSON_NOT_FOUND, savePerson } from "@/lib/admin/people/save-person";
import { PERSON_ITEMS, personSchema } from "@/lib/validation/person";
import { rowIdSchema } from "@/lib/validation/row-id";
import { MISSING_VERSION, openedRow, rowVersionSchema } from "@/lib/validation/row-version";

/**
 * Creates (id null) or updates a person from the editor (opened at `version`), then shows
 * their public page.
 */
export const savePersonAction = adminAction(
  [
    arg(rowIdSchema.nullable(), PERSON_NOT_FOUND),
    arg(rowVersionSchema.nullable(), MISSING_VERSION),
    arg(personSchema, formRefusal("Please correct the fields marked below."), PERSON_ITEMS),
  ],
  async (admin, id, version, person) => {
    const result = await savePerson(admin, openedRow(id, version), person);
    if (!result.ok) return result;
    redirect(`/people/${result.id}`);
  },
);

/**
 * Deletes a person with their links and accounts, from the editor opened at `version`, then
 * shows the people list.
 */
export const deletePersonAction = adminAction(
  [arg(rowIdSchema, PERSON_NOT_FOUND), arg(rowVersionSchema, MISSING_VERSION)],
  async (admin, id, version) => {
    const result = await deletePerson(admin, { id, version });
    if (!result.ok) return result;
    redirect("/people");
  },
);
