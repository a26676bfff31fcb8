"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/list-state";
import { peopleHref } from "@/lib/domain/people-state";

const SEARCH_DELAY_MS = 300;

// Each search is its own cached page, so this box mounts afresh after every change. What
// was typed lives here, outside the component, so that the new box takes over the text,
// the caret and the focus, and keystrokes made meanwhile are kept.
const typed: { text: string | null } = { text: null };

const clean = (value: string) => value.trim().slice(0, MAX_SEARCH_LENGTH);

/**
 * The name search: a plain GET form to /people, so it works without JavaScript; with
 * JavaScript the search applies 300 ms after typing stops.
 */
export function PeopleSearch({ search }: { search: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const box = useRef<HTMLInputElement>(null);

  const go = (value: string) =>
    startTransition(() => router.push(peopleHref({ search: clean(value), page: 1 })));

  const onType = (value: string) => {
    typed.text = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(value), SEARCH_DELAY_MS);
  };

  useEffect(() => {
    const input = box.current;
    if (typed.text === null || !input) return;
    input.value = typed.text;
    input.focus();
    input.setSelectionRange(typed.text.length, typed.text.length);
    // Arrived at what was typed: done. Typed on meanwhile: search for that as well.
    if (clean(typed.text) === search) typed.text = null;
    else onType(typed.text);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per search
  }, [search]);

  return (
    <form
      method="get"
      action="/people"
      role="search"
      aria-busy={pending}
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        // With JavaScript, submitting applies the search without a page load.
        event.preventDefault();
        clearTimeout(timer.current);
        typed.text = null;
        go(String(new FormData(event.currentTarget).get("search") ?? ""));
      }}
    >
      <label htmlFor="people-search" className="sr-only">
        Search people
      </label>
      <input
        id="people-search"
        ref={box}
        name="search"
        type="search"
        defaultValue={search}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search people..."
        onChange={(event) => onType(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
      />
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light"
      >
        Search
      </button>
    </form>
  );
}
