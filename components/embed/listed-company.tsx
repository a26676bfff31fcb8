"use client";

import { useState, type ReactNode } from "react";
import { useDebouncedAnswer } from "@/components/ui/use-debounced-answer";
import { searchWords } from "@/lib/search/words";
import type { SuggestionsAnswer } from "@/lib/search/suggestions";

type Listed = { name: string; href: string };

// The site's own search, asked as its header asks it: a company whose name is the one typed
// (whatever its case, accents, spaces and punctuation) is already listed.
async function findListed(name: string): Promise<Listed | null> {
  try {
    const response = await fetch(`/search/suggest?q=${encodeURIComponent(name)}`);
    if (!response.ok) return null;
    const { suggestions } = (await response.json()) as SuggestionsAnswer;
    const key = searchWords(name).key;
    const found = suggestions.find(
      (suggestion) => suggestion.kind === "company" && searchWords(suggestion.name).key === key,
    );
    return found ? { name: found.name, href: found.href } : null;
  } catch {
    return null; // The check helps; the form works without it.
  }
}

/**
 * Watches the company name typed in `children` and, once typing pauses, says when that company
 * is already listed, with a link to its page, before anything is sent.
 */
export function ListedCompanyCheck({ children }: { children: ReactNode }) {
  const [name, setName] = useState("");
  const typed = name.trim();
  const listed = useDebouncedAnswer(typed.length >= 2 ? typed : null, findListed, 400);
  return (
    <div
      onInput={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === "name") setName(input.value);
      }}
    >
      {children}
      <p role="status" className="mt-1 text-sm text-amber-800">
        {listed && (
          <>
            {listed.name} is already listed:{" "}
            <a href={listed.href} target="_blank" rel="noopener" className="font-medium underline">
              see its page
            </a>
            . Send this form only to correct or add to it.
          </>
        )}
      </p>
    </div>
  );
}
