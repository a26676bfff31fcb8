"use client";

import { Pager } from "@/components/ui/pager";
import type { Paged } from "@/lib/admin/tags/list-tags";
import { useTagNavigation } from "./tag-navigation";

type Props = {
  /** The pager's accessible name ('Tags pages'). */
  label: string;
  list: Paged<unknown>;
  /** The URL's page number it turns: the tag list's `page`, or the organizations' `opage`. */
  field?: "page" | "opage";
};

/** The small pager under a list of the tag page, turning the page named in the URL. */
export function TabPager({ label, list, field = "page" }: Props) {
  const { go } = useTagNavigation();
  return (
    <Pager
      label={label}
      size="small"
      page={list.page}
      range={list}
      onPage={(page) => go({ [field]: page })}
    />
  );
}
