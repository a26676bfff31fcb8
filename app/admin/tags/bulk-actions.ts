"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import { listMatchingOrganizations } from "@/lib/admin/tags/list-organizations";
import { mergeTags } from "@/lib/admin/tags/merge-tags";
import { removeCompanyTag } from "@/lib/admin/tags/remove-company-tag";
import { parseOrganizationSearch } from "@/lib/domain/tag-page-state";
import { rowIdSchema } from "@/lib/validation/row-id";
import { idListSchema, TAG_LIMITS } from "@/lib/validation/tag";
import { invalid } from "./invalid";

// Apply/Remove, Find Duplicates and Relationships: the writes that touch many links at once.

const chosenTags = (alert: string, field = "tags") =>
  arg(idListSchema("tag", TAG_LIMITS.tagsAtOnce), (errors) =>
    invalid(alert)({ [field]: Object.values(errors)[0] }),
  );
const chosenOrganizations = (alert: string) =>
  arg(idListSchema("organization"), (errors) =>
    invalid(alert)({ organizations: Object.values(errors)[0] }),
  );

/** Links every chosen tag to every chosen organization. */
export const applyTagsAction = adminAction(
  [chosenTags("Error applying tags"), chosenOrganizations("Error applying tags")],
  (admin, tags, organizations) => applyTags(admin, "apply", tags, organizations),
);

/** Unlinks every chosen tag from every chosen organization. */
export const removeTagsAction = adminAction(
  [chosenTags("Error removing tags"), chosenOrganizations("Error removing tags")],
  (admin, tags, organizations) => applyTags(admin, "remove", tags, organizations),
);

/** Merges a group of duplicate tags into the one to keep. */
export const mergeTagsAction = adminAction(
  [
    chosenTags("Error merging duplicates", "group"),
    arg(rowIdSchema, invalid("Error merging duplicates", { target: "Choose the tag to keep" })),
  ],
  mergeTags,
);

const companyOrTagId = arg(
  rowIdSchema,
  invalid("Error removing tag from company", { id: "Company or tag id is invalid" }),
);

/** Removes one tag from one company. */
export const removeCompanyTagAction = adminAction(
  [companyOrTagId, companyOrTagId],
  removeCompanyTag,
);

/**
 * Every organization a search finds (names and tags, or a pasted /organizations URL), on all
 * pages, for selecting them all at once.
 */
export const matchingOrganizationsAction = adminAction(
  [arg(z.string().catch(""), "")],
  async (admin, q) => ({
    ok: true,
    message: "",
    organizations: await listMatchingOrganizations(admin, parseOrganizationSearch(q)),
  }),
);
