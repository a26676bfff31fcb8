import type { ReactNode } from "react";
import type { AdminUser } from "@/lib/auth/admin-user";
import { listDuplicateGroups } from "@/lib/admin/tags/list-duplicates";
import { listOrganizationsPage } from "@/lib/admin/tags/list-organizations";
import {
  listRelationshipsPage,
  listTagOptions,
  tagName,
} from "@/lib/admin/tags/list-relationships";
import { listTagsPage, type CategorySummary } from "@/lib/admin/tags/list-tags";
import type { TagPageState } from "@/lib/domain/tag-page-state";
import { ApplyTab } from "./_components/apply-tab";
import { CategorySection } from "./_components/category-section";
import { DuplicatesTab } from "./_components/duplicates-tab";
import { RelationshipsTab } from "./_components/relationships-tab";
import { TagSection } from "./_components/tag-section";

export const TAG_PAGE_SIZES = { manage: 24, apply: 50, duplicates: 50, relationships: 50 };

type Loaded = { view: ReactNode; loaded: { tags: number; links: number } };

const usageSum = (tags: { usage: number }[]) => tags.reduce((sum, t) => sum + t.usage, 0);

/**
 * What the tab of `state` shows, loaded on the server: only its page of each list (never every
 * link of every tag), and how many tags and links that is, for the progress line.
 */
export async function loadTab(
  admin: AdminUser,
  state: TagPageState,
  categories: CategorySummary[],
): Promise<Loaded> {
  const filter = { q: state.q, category: state.category };
  const size = TAG_PAGE_SIZES[state.tab];
  if (state.tab === "apply") {
    const [tags, organizations] = await Promise.all([
      listTagsPage(admin, filter, state.page, size),
      listOrganizationsPage(admin, state.oq, state.opage, size),
    ]);
    return {
      view: <ApplyTab tags={tags} organizations={organizations} />,
      loaded: { tags: tags.rows.length, links: usageSum(tags.rows) },
    };
  }
  if (state.tab === "duplicates") {
    const [groups, choices] = await Promise.all([
      listDuplicateGroups(admin),
      state.select ? listTagsPage(admin, filter, state.page, size) : null,
    ]);
    const shown = [...groups.flat(), ...(choices?.rows ?? [])];
    return {
      view: <DuplicatesTab groups={groups} categories={categories} choices={choices} />,
      loaded: { tags: new Set(shown.map((t) => t.id)).size, links: usageSum(groups.flat()) },
    };
  }
  if (state.tab === "relationships") {
    const [relationships, name, tagOptions] = await Promise.all([
      listRelationshipsPage(admin, { ...filter, tag: state.tag }, state.page, size),
      state.tag === null ? null : tagName(admin, state.tag),
      listTagOptions(admin, state.category),
    ]);
    const tagFilter = state.tag !== null && name !== null ? { id: state.tag, name } : null;
    return {
      view: (
        <RelationshipsTab
          relationships={relationships}
          categories={categories}
          tagFilter={tagFilter}
          tagOptions={tagOptions}
        />
      ),
      loaded: {
        tags: new Set(relationships.rows.map((r) => r.tag_id)).size,
        links: relationships.rows.length,
      },
    };
  }
  const tags = await listTagsPage(admin, filter, state.page, size);
  return {
    view: (
      <div className="space-y-8">
        <CategorySection categories={categories} />
        <TagSection tags={tags} categories={categories} />
      </div>
    ),
    loaded: { tags: tags.rows.length, links: usageSum(tags.rows) },
  };
}
