"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { activeDescendant, closedList, nextState, optionId } from "@/components/ui/combobox-keys";
import { isTyping } from "@/components/ui/is-typing";
import { lazyComponent } from "@/components/ui/lazy-component";
import { useSuggestions, type Suggestions } from "@/components/ui/use-suggestions";
import type { Suggestion, SuggestionsAnswer } from "@/lib/search/suggestions";

// Loaded once there are suggestions to show, so that pages do not ship it up front (React's
// lazy rather than next/dynamic, whose loader every page would ship instead).
const SuggestionList = lazyComponent(
  () => import("./suggestion-list").then((m) => m.SuggestionList),
  ({ id }) => <EmptyList id={id} />,
);

type Props = {
  id: string;
  /** The header's compact box, or the home page's large one. */
  size?: "compact" | "large";
  /** Whether `/` and Ctrl/⌘-K focus this box (one box of the page only). */
  shortcuts?: boolean;
  defaultValue?: string;
};

async function askSuggestions(query: string): Promise<Suggestions<Suggestion>> {
  try {
    const response = await fetch(`/search/suggest?${new URLSearchParams({ q: query })}`);
    if (!response.ok) return { items: [], problem: "Suggestions are not available just now." };
    const answer = (await response.json()) as SuggestionsAnswer;
    return { items: answer.suggestions };
  } catch {
    return { items: [], problem: "Suggestions are not available just now." };
  }
}

/**
 * The site's search box: a plain GET form to /search (so it works without JavaScript), with
 * suggestions grouped by kind as the visitor types (a WAI-ARIA combobox: Down and Up move,
 * Enter opens the active suggestion or else the results page, Escape closes).
 */
export function SiteSearch({ id, size = "compact", shortcuts = false, defaultValue = "" }: Props) {
  const router = useRouter();
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(defaultValue);
  const [list, setList] = useState(closedList);
  const answer = useSuggestions(text, askSuggestions);
  const suggestions = answer?.items ?? [];
  const shown = list.open ? suggestions : [];
  const listId = `${id}-listbox`;

  const open = useCallback(
    (suggestion: Suggestion) => {
      setList(closedList);
      if (suggestion.href.startsWith("/")) router.push(suggestion.href);
      else window.location.assign(suggestion.href);
    },
    [router],
  );

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

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const outcome = nextState({ ...list, open: shown.length > 0 }, event.key, suggestions.length);
    if (outcome.handled) event.preventDefault();
    setList(outcome.state);
    if (outcome.pick !== undefined) open(suggestions[outcome.pick]);
  }

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
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeDescendant(id, list, shown.length)}
        autoComplete="off"
        maxLength={200}
        placeholder={large ? "Search companies, projects, people, tags and news" : "Search…"}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setList({ open: true, active: -1 });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setList(closedList)}
        className={`w-full rounded-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 ${large ? "px-4 py-3 text-lg" : "px-3 py-1.5 text-sm"}`}
      />
      {shown.length > 0 ? (
        <SuggestionList
          id={listId}
          optionId={(index) => optionId(id, index)}
          suggestions={shown}
          active={list.active}
          onPick={open}
        />
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
