"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { BACK_URL_KEY } from "@/components/site/back-url";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import type { AdjacentCompanies } from "@/lib/queries/adjacent-companies";

const LIST_PATH = "/organizations";
// Only a path of the company list may come back from storage: never another site or page.
const LIST_URL = /^\/organizations(?:\?|$)/;

function readStoredListUrl(): string | null {
  try {
    const value = window.sessionStorage.getItem(BACK_URL_KEY);
    const path = safeRedirectPath(value, { origin: window.location.origin, fallback: "" });
    return LIST_URL.test(path) ? path : null;
  } catch {
    return null; // storage can be disabled; the plain list is the fallback
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The list URL remembered in this tab (null on the server and when none is stored). */
function useStoredListUrl(): string | null {
  return useSyncExternalStore(subscribe, readStoredListUrl, () => null);
}

const companyHref = (shortname: string) => `/organizations/${encodeURIComponent(shortname)}`;

const linkClass =
  "rounded-sm text-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** 'Back to Companies': to the list as the visitor left it, else to the plain list. */
export function BackToCompanies() {
  const href = useStoredListUrl() ?? LIST_PATH;
  return (
    <Link href={href} className={linkClass}>
      <span aria-hidden="true">← </span>Back to Companies
    </Link>
  );
}

/**
 * Previous and next company in the remembered list (its sort, search and filters). Shown
 * once loaded; while loading or after a failure there is nothing.
 */
export function AdjacentCompanyLinks({ shortname }: { shortname: string }) {
  const listUrl = useStoredListUrl();
  const [adjacent, setAdjacent] = useState<{ key: string; links: AdjacentCompanies } | null>(null);
  const query = new URLSearchParams(new URL(listUrl ?? LIST_PATH, "http://list").search);
  query.delete("page"); // neighbours come from the whole list, not one page of it
  query.set("shortname", shortname);
  const key = query.toString();

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/organizations/adjacent?${key}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<AdjacentCompanies>;
      })
      .then((links) => setAdjacent({ key, links }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Adjacent companies could not be loaded: ${(error as Error).message}`);
      });
    return () => controller.abort();
  }, [key]);

  // Links loaded for another company or list are not shown.
  const links = adjacent?.key === key ? adjacent.links : null;
  if (!links || (!links.previous && !links.next)) return null;
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-1">
      {links.previous && (
        <Link href={companyHref(links.previous.shortname)} className={linkClass} rel="prev">
          <span aria-hidden="true">← </span>
          Previous: {links.previous.name}
        </Link>
      )}
      {links.next && (
        <Link href={companyHref(links.next.shortname)} className={linkClass} rel="next">
          Next: {links.next.name}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </div>
  );
}
