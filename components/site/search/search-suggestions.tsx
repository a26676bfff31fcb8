"use client";

import { useRouter } from "next/navigation";
import { useLayoutEffect, useState, type RefObject } from "react";
import { activeDescendant, closedList, nextState, optionId } from "@/components/ui/combobox-keys";
import { useSuggestions, type Suggestions } from "@/components/ui/use-suggestions";
import type { Suggestion, SuggestionsAnswer } from "@/lib/search/suggestions";
import type { ComboboxView } from "./site-search";
import { SuggestionList } from "./suggestion-list";

type Props = {
  /** The combobox's id. */
  id: string;
  listId: string;
  /** The site search's input, which these suggestions listen to. */
  box: RefObject<HTMLInputElement | null>;
  onView: (view: ComboboxView) => void;
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
 * The suggestions of the site's search box (SiteSearch), mounted on its first focus: they
 * follow what is typed in its input (what was typed before they loaded too), handle the
 * listbox keys there and tell the box its combobox attributes.
 */
export function SearchSuggestions({ id, listId, box, onView }: Props) {
  const router = useRouter();
  const [text, setText] = useState(() => box.current?.value ?? "");
  const [list, setList] = useState(closedList);
  const answer = useSuggestions(text, askSuggestions);
  const suggestions = answer?.items ?? [];
  const shown = list.open ? suggestions : [];

  const open = (suggestion: Suggestion) => {
    setList(closedList);
    if (suggestion.href.startsWith("/")) router.push(suggestion.href);
    else window.location.assign(suggestion.href);
  };

  // Listening from the commit on (a layout effect), so that no keystroke slips past.
  useLayoutEffect(() => {
    const input = box.current;
    if (!input) return;
    const onInput = () => {
      setText(input.value);
      setList({ open: true, active: -1 });
    };
    const onBlur = () => setList(closedList);
    // Typed before these suggestions loaded: taken as typed now.
    if (input.value !== input.defaultValue) onInput();
    input.addEventListener("input", onInput);
    input.addEventListener("blur", onBlur);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("blur", onBlur);
    };
  }, [box]);

  // Subscribed again at each render, so that the keys see the suggestions shown now.
  useLayoutEffect(() => {
    const input = box.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const outcome = nextState({ ...list, open: shown.length > 0 }, event.key, suggestions.length);
      if (outcome.handled) event.preventDefault();
      setList(outcome.state);
      if (outcome.pick !== undefined) open(suggestions[outcome.pick]);
    };
    input.addEventListener("keydown", onKeyDown);
    return () => input.removeEventListener("keydown", onKeyDown);
  });

  const expanded = shown.length > 0;
  const active = activeDescendant(id, list, shown.length);
  // Before paint, so that the attributes never lag behind the list.
  useLayoutEffect(() => onView({ expanded, activeDescendant: active }), [onView, expanded, active]);

  return (
    <SuggestionList
      id={listId}
      optionId={(index) => optionId(id, index)}
      suggestions={shown}
      active={list.active}
      onPick={open}
    />
  );
}
