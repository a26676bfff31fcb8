"use server";

import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { deleteUnpublishedHeadline } from "@/lib/admin/headlines/delete-headline";
import { findHeadlineWithUrl, type SameUrlHeadline } from "@/lib/admin/headlines/find-same-url";
import { HEADLINE_NOT_FOUND, saveHeadline } from "@/lib/admin/headlines/save-headline";
import { parseRowId } from "@/lib/domain/row-id";
import { MISSING_VERSION, rowVersionSchema } from "@/lib/validation/row-version";
import { parseHeadline, type HeadlineErrors } from "@/lib/validation/headline";

/** What the headline form learns from a save: the saved id and version, or what to fix. */
export type HeadlineFormResult = ActionResult & {
  id?: number;
  version?: number;
  errors?: HeadlineErrors;
};

const headlineId = (id: unknown) =>
  typeof id === "number" || typeof id === "string" ? parseRowId(String(id)) : null;

/**
 * Creates (id null) or updates a headline from the editor (opened at `version`); the form
 * decides where to go next.
 */
export async function saveHeadlineAction(
  id: unknown,
  version: unknown,
  input: unknown,
): Promise<HeadlineFormResult> {
  return asAdmin<HeadlineFormResult>(async (admin) => {
    const target = id === null ? null : headlineId(id);
    if (id !== null && target === null) return { ok: false, message: HEADLINE_NOT_FOUND };
    const seen = rowVersionSchema.safeParse(version);
    if (target !== null && !seen.success) return { ok: false, message: MISSING_VERSION };
    const opened = target === null || !seen.success ? null : { id: target, version: seen.data };
    const parsed = parseHeadline(input);
    if (!parsed.ok) {
      return {
        ok: false,
        message: "Please correct the fields marked below.",
        errors: parsed.errors,
      };
    }
    return saveHeadline(admin, opened, parsed.headline);
  });
}

/**
 * Deletes an unpublished headline, from the editor opened at `version`; answers the
 * unpublished headline to review next.
 */
export async function deleteHeadlineAction(
  id: unknown,
  version: unknown,
): Promise<ActionResult & { nextUnpublished?: number | null }> {
  return asAdmin(async (admin) => {
    const target = headlineId(id);
    if (target === null) return { ok: false, message: HEADLINE_NOT_FOUND };
    const seen = rowVersionSchema.safeParse(version);
    if (!seen.success) return { ok: false, message: MISSING_VERSION };
    return deleteUnpublishedHeadline(admin, { id: target, version: seen.data });
  });
}

/** Another headline with this URL, for the editor's warning. */
export async function findSameUrlAction(
  url: unknown,
  except: unknown,
): Promise<ActionResult & { headline?: SameUrlHeadline | null }> {
  return asAdmin(async (admin) => ({
    ok: true,
    message: "",
    headline:
      typeof url === "string" && url.length <= 2048
        ? await findHeadlineWithUrl(admin, url, except === null ? null : headlineId(except))
        : null,
  }));
}
