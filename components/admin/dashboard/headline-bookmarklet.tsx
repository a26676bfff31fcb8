"use client";

import { useEffect, useRef } from "react";
import { HeadedSection } from "@/components/ui/headed-section";
import { bookmarkletSource } from "@/lib/domain/bookmarklet";

/**
 * The 'Add headline' bookmarklet: dragged to the bookmarks bar, it opens the embedded headline
 * form in a small window for the page being read. React refuses javascript: links in markup,
 * so the link gets its address once mounted, from the origin the admin is using.
 */
export function HeadlineBookmarklet() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute("href", bookmarkletSource(window.location.origin));
  }, []);
  return (
    <HeadedSection id="bookmarklet-heading" title="Bookmarklet" tone="brand" className="space-y-2">
      <p className="text-sm text-slate-700">
        Drag this link to your bookmarks bar. On an article, click it to add a headline for that
        page in a small window, filled in from the article.
      </p>
      <a
        ref={link}
        onClick={(event) => event.preventDefault()}
        className="inline-flex cursor-grab items-center rounded-md border border-dashed border-brand px-3 py-1.5 text-sm font-semibold text-brand"
      >
        Add headline
      </a>
    </HeadedSection>
  );
}
