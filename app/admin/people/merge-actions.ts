"use server";

import { redirect } from "next/navigation";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { mergePeople } from "@/lib/admin/people/merge-people";
import { PERSON_NOT_FOUND } from "@/lib/admin/people/save-person";
import { suggestPeople } from "@/lib/admin/people/suggest-people";
import { rowIdSchema } from "@/lib/validation/row-id";
import { searchText } from "@/lib/validation/search-text";

/** Up to 5 people whose name contains `text`, to merge into the person being edited. */
export const suggestPeopleToMergeAction = adminAction(
  [arg(searchText, "")],
  async (admin, text) => ({ ok: true, message: "", people: await suggestPeople(admin, text) }),
);

/** Merges person `otherId` into person `keptId`, then shows the kept person's page. */
export const mergePeopleAction = adminAction(
  [arg(rowIdSchema, PERSON_NOT_FOUND), arg(rowIdSchema, PERSON_NOT_FOUND)],
  async (admin, kept, other) => {
    const result = await mergePeople(admin, kept, other);
    if (!result.ok) return result;
    redirect(`/people/${kept}`);
  },
);
