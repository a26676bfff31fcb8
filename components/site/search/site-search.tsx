"use client";

import { useEffect, useRef, useState } from "react";
import { isTyping } from "@/components/ui/is-typing";
import { lazyComponent } from "@/components/ui/lazy-component";

type Props = {
  id: string;
  /** The header's compact box, or the home page's large one. */
  size?: "compact" | "large";
  /** Whether `/` and Ctrl/⌘-K focus this box (one box of the page only). */
  shortcuts?: boolean;
  defaultValue?: string;
};

/** What the suggestions make of the box's combobox attributes. */
export type ComboboxView = { expanded: boolean; activeDescendant?: string };

// The suggestions' code loads when the box is first focused, so that pages do not ship it up
// front. It takes over the same input, so that neither the focus nor a keystroke is lost.
const SearchSuggestions = lazyComponent(
  () => import("./search-suggestions").then((m) => m.SearchSuggestions),
  ({ listId }) => <EmptyList id={listId} />,
);

/**
 * The site's search box: a plain GET form to /search (so it works without JavaScript), with
 * suggestions grouped by kind as the visitor types (a WAI-ARIA combobox: Down and Up move,
 * Enter opens the active suggestion or else the results page, Escape closes).
 */
export function SiteSearch({ id, size = "compact", shortcuts = false, defaultValue = "" }: Props) {
  const box = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [view, setView] = useState<ComboboxView>({ expanded: false });
  const listId = `${id}-listbox`;

  // Focused before the page's JavaScript ran: no focus event comes.
  useEffect(() => {
    if (document.activeElement === box.current) setFocused(true);
  }, []);

  useEffect(() => {
    if (!shortcuts) return;
    const focus = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);
      if (commandK || (event.key === "/" && !isTyping(event.target))) {
        event.preventDefault();
        box.current?.focus();
      }
    };
    document.addEventListener("keydown", focus);
    return () => document.removeEventListener("keydown", focus);
  }, [shortcuts]);

  const large = size === "large";
  return (
    <form method="get" action="/search" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search companies, people, tags and headlines
      </label>
      <input
        id={id}
        ref={box}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.expanded}
        aria-controls={listId}
        aria-activedescendant={view.activeDescendant}
        autoComplete="off"
        maxLength={200}
        placeholder={large ? "Search companies, projects, people, tags and news" : "Search…"}
        defaultValue={defaultValue}
        onFocus={() => setFocused(true)}
        className={`w-full rounded-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 ${large ? "px-4 py-3 text-lg" : "px-3 py-1.5 text-sm"}`}
      />
      {focused ? (
        <SearchSuggestions id={id} listId={listId} box={box} onView={setView} />
      ) : (
        <EmptyList id={listId} />
      )}
    </form>
  );
}

/** The list while there is nothing to show (or it loads), so that aria-controls names it. */
function EmptyList({ id }: { id: string }) {
  return <div id={id} role="listbox" aria-label="Suggestions" hidden />;
}
