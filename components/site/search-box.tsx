"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/list-state";

const SEARCH_DELAY_MS = 300;
const TYPING_MEMORY_MS = 5000;

// Each search is its own cached page, so this box mounts afresh after every change. What
// was typed lives here, outside the component, so that the new box takes over the text,
// the caret and the focus, and keystrokes made meanwhile are kept. Only recent typing on
// the same page counts, so that text left behind is never revived elsewhere.
const typed: { action: string; text: string | null; at: number } = {
  action: "",
  text: null,
  at: 0,
};

const clean = (value: string) => value.trim().slice(0, MAX_SEARCH_LENGTH);

type Props = { action: string; param: string; value: string; label: string; placeholder: string };

/**
 * A search box that is a plain GET form to `action` (so it works without JavaScript);
 * with JavaScript the search applies 300 ms after typing stops. The URL it makes,
 * `action?param=text`, is the canonical URL of the first page of that search.
 */
export function SearchBox({ action, param, value, label, placeholder }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const box = useRef<HTMLInputElement>(null);

  const go = (text: string) => {
    const query = clean(text) ? `?${new URLSearchParams({ [param]: clean(text) })}` : "";
    startTransition(() => router.push(`${action}${query}`));
  };

  const onType = (text: string) => {
    Object.assign(typed, { action, text, at: Date.now() });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(text), SEARCH_DELAY_MS);
  };

  useEffect(() => {
    const input = box.current;
    const fresh = typed.action === action && Date.now() - typed.at < TYPING_MEMORY_MS;
    if (typed.text === null || !input || !fresh) return;
    input.value = typed.text;
    input.focus();
    input.setSelectionRange(typed.text.length, typed.text.length);
    // Arrived at what was typed: done. Typed on meanwhile: search for that as well.
    if (clean(typed.text) === value) typed.text = null;
    else onType(typed.text);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per search
  }, [value]);

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-busy={pending}
      className="flex flex-wrap gap-2"
      onSubmit={(event) => {
        // With JavaScript, submitting applies the search without a page load.
        event.preventDefault();
        clearTimeout(timer.current);
        typed.text = null;
        go(String(new FormData(event.currentTarget).get(param) ?? ""));
      }}
    >
      <label htmlFor={`${param}-search`} className="sr-only">
        {label}
      </label>
      <input
        id={`${param}-search`}
        ref={box}
        name={param}
        type="search"
        defaultValue={value}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder}
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
