"use client";

import { Pager } from "@/components/ui/pager";
import type { Paged } from "@/lib/admin/tags/list-tags";
import { useTagNavigation } from "./tag-navigation";

/** The pages of the tag list, which Manage Tags and Apply/Remove share (the URL's `page`). */
export function TagsPager({ tags }: { tags: Paged<unknown> }) {
  const { go } = useTagNavigation();
  return (
    <Pager
      label="Tags pages"
      size="small"
      page={tags.page}
      range={tags}
      onPage={(page) => go({ page })}
    />
  );
}
