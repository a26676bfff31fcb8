"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/search-length";
import { useTypedSearch } from "./typed-search";

type Props = {
  action: string;
  param: string;
  value: string;
  label: string;
  placeholder: string;
  /** The list's other filters, as its URL writes them: a new search keeps them. */
  kept?: [string, string][];
};

/**
 * A search box that is a plain GET form to `action` (so it works without JavaScript);
 * with JavaScript the search applies 300 ms after typing stops. The URL it makes,
 * `action?param=text` and the filters kept, is the URL of the first page of that search.
 */
export function SearchBox({ action, param, value, label, placeholder, kept = [] }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { box, type, submit } = useTypedSearch(action, value, (text) => {
    const params = new URLSearchParams([...(text ? [[param, text]] : []), ...kept]);
    const query = params.size > 0 ? `?${params}` : "";
    startTransition(() => router.push(`${action}${query}`));
  });

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
        submit(String(new FormData(event.currentTarget).get(param) ?? ""));
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
        onChange={(event) => type(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
      />
      {kept.map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={keptValue} />
      ))}
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light"
      >
        Search
      </button>
    </form>
  );
}
