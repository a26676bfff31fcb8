"use server";

import { asAdmin, asAdminOr } from "@/lib/admin/admin-action";
import { applyTags } from "@/lib/admin/tags/apply-tags";
import {
  listMatchingOrganizations,
  type OrganizationChoice,
} from "@/lib/admin/tags/list-organizations";
import { mergeTags } from "@/lib/admin/tags/merge-tags";
import { removeCompanyTag } from "@/lib/admin/tags/remove-company-tag";
import type { TagResult } from "@/lib/admin/tags/tag-write";
import { parseOrganizationSearch } from "@/lib/domain/tag-page-state";
import { idListSchema, idSchema, TAG_LIMITS } from "@/lib/validation/tag";
import { invalid } from "./invalid";

// Apply/Remove, Find Duplicates and Relationships: the writes that touch many links at once.

async function applyOrRemove(mode: "apply" | "remove", tagIds: unknown, organizationIds: unknown) {
  const alert = mode === "apply" ? "Error applying tags" : "Error removing tags";
  return asAdmin<TagResult>(async (admin) => {
    const tags = idListSchema("tag", TAG_LIMITS.tagsAtOnce).safeParse(tagIds);
    const organizations = idListSchema("organization").safeParse(organizationIds);
    const errors = {
      ...(tags.success ? {} : { tags: tags.error.issues[0].message }),
      ...(organizations.success ? {} : { organizations: organizations.error.issues[0].message }),
    };
    if (!tags.success || !organizations.success) return invalid(alert, errors);
    return applyTags(admin, mode, tags.data, organizations.data);
  });
}

/** Links every chosen tag to every chosen organization. */
export async function applyTagsAction(
  tagIds: unknown,
  organizationIds: unknown,
): Promise<TagResult> {
  return applyOrRemove("apply", tagIds, organizationIds);
}

/** Unlinks every chosen tag from every chosen organization. */
export async function removeTagsAction(
  tagIds: unknown,
  organizationIds: unknown,
): Promise<TagResult> {
  return applyOrRemove("remove", tagIds, organizationIds);
}

/** Merges a group of duplicate tags into the one to keep. */
export async function mergeTagsAction(groupIds: unknown, targetId: unknown): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const group = idListSchema("tag", TAG_LIMITS.tagsAtOnce).safeParse(groupIds);
    if (!group.success)
      return invalid("Error merging duplicates", { group: group.error.issues[0].message });
    const target = idSchema.safeParse(targetId);
    if (!target.success)
      return invalid("Error merging duplicates", { target: "Choose the tag to keep" });
    return mergeTags(admin, group.data, target.data);
  });
}

/** Removes one tag from one company. */
export async function removeCompanyTagAction(
  organizationId: unknown,
  tagId: unknown,
): Promise<TagResult> {
  return asAdmin<TagResult>(async (admin) => {
    const organization = idSchema.safeParse(organizationId);
    const tag = idSchema.safeParse(tagId);
    if (!organization.success || !tag.success) {
      return invalid("Error removing tag from company", { id: "Company or tag id is invalid" });
    }
    return removeCompanyTag(admin, organization.data, tag.data);
  });
}

export type MatchingOrganizations =
  { ok: true; organizations: OrganizationChoice[] } | { ok: false; message: string };

/**
 * Every organization a search finds (names and tags, or a pasted /organizations URL), on all
 * pages, for selecting them all at once.
 */
export async function matchingOrganizationsAction(q: unknown): Promise<MatchingOrganizations> {
  return asAdminOr<MatchingOrganizations>(
    (message) => ({ ok: false, message }),
    async (admin) => {
      const search = parseOrganizationSearch(typeof q === "string" ? q : "");
      return { ok: true, organizations: await listMatchingOrganizations(admin, search) };
    },
  );
}
