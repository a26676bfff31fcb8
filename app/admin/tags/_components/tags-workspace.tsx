"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import {
  DEFAULT_TAG_PAGE_STATE,
  TAG_TAB_LABELS,
  TAG_TABS,
  tabHref,
} from "@/lib/domain/tag-page-state";
import { useTagNavigation } from "./tag-navigation";

export type LoadProgress = {
  tags: [loaded: number, total: number];
  links: [loaded: number, total: number];
};

const count = ([loaded, total]: [number, number]) =>
  `${loaded.toLocaleString("en-US")}/${total.toLocaleString("en-US")}`;

/**
 * The tag page's frame: Back, 'Refresh Data', the four tabs (links, so that the URL names the
 * tab) and, while a view loads, an overlay with the progress of the view being replaced.
 */
export function TagsWorkspace({
  progress,
  children,
}: {
  progress: LoadProgress;
  children: ReactNode;
}) {
  const { state, go, refresh, pending } = useTagNavigation();
  const ready = useHydrated();
  const line = `Tags: ${count(progress.tags)} · Relationships: ${count(progress.links)}`;
  return (
    <div className="relative space-y-6" aria-busy={pending}>
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/admin" className={buttonClass.secondary}>
          Back
        </Link>
        <h1 className="text-2xl font-bold text-brand">Tag Management</h1>
        <button
          type="button"
          className={`${buttonClass.secondary} ml-auto`}
          disabled={!ready}
          onClick={refresh}
        >
          Refresh Data
        </button>
      </div>
      <nav
        aria-label="Tag management tabs"
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {TAG_TABS.map((tab) => (
          <a
            key={tab}
            href={tabHref(tab)}
            aria-current={state.tab === tab ? "page" : undefined}
            onClick={(event) => {
              event.preventDefault();
              go({ ...DEFAULT_TAG_PAGE_STATE, tab });
            }}
            className="-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-brand aria-[current=page]:border-slate-200 aria-[current=page]:border-b-white aria-[current=page]:bg-white aria-[current=page]:text-brand"
          >
            {TAG_TAB_LABELS[tab]}
          </a>
        ))}
      </nav>
      <p className="text-xs text-slate-600">Loaded {line}</p>
      {/* Until React has hydrated, the controls cannot work: keep them disabled, not silently dead. */}
      <fieldset disabled={!ready} className="m-0 min-w-0 border-0 p-0">
        {children}
      </fieldset>
      {pending && (
        <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/70 pt-24">
          <div
            role="status"
            className="rounded-lg bg-white px-6 py-4 text-center shadow-lg ring-1 ring-slate-200"
          >
            <p className="font-semibold text-slate-900">Loading tags and relationships…</p>
            <p className="mt-1 text-sm text-slate-600">{line}</p>
          </div>
        </div>
      )}
    </div>
  );
}
