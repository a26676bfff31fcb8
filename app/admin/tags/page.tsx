import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { countTagsAndLinks, listCategories } from "@/lib/admin/tags/list-tags";
import { parseTagPageState } from "@/lib/domain/tag-page-state";
import { TagNavigationProvider } from "./_components/tag-navigation";
import { TagsWorkspace } from "./_components/tags-workspace";
import { loadTab } from "./load-tab";

export const metadata: Metadata = { title: "Tags", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Query parameters as URLSearchParams, the first value of each.
function paramsOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}

/** Tag management: the tab named in the URL, loaded page by page on the server. */
export default async function TagsPage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/tags");
  const state = parseTagPageState(paramsOf(await searchParams));
  const [categories, totals] = await Promise.all([listCategories(admin), countTagsAndLinks(admin)]);
  const { view, loaded } = await loadTab(admin, state, categories);
  return (
    <TagNavigationProvider state={state}>
      <TagsWorkspace
        progress={{ tags: [loaded.tags, totals.tags], links: [loaded.links, totals.links] }}
      >
        {view}
      </TagsWorkspace>
    </TagNavigationProvider>
  );
}
