"use client";

import { useEffect, useId, useState } from "react";
import { inputClass } from "@/components/ui/field";
import type { PersonSuggestion } from "@/lib/admin/people/suggest-people";
import { suggestPeopleAction } from "../actions";

type Props = {
  id: string;
  value: string;
  error?: string;
  linked: boolean;
  onType: (name: string) => void;
  onPick: (person: PersonSuggestion) => void;
};

/**
 * A key person's name: typing suggests existing people (up to 5) to pick from with the arrow
 * keys and Enter, or the name stays a new person's. The suggestions are a combobox listbox.
 */
export function PersonNameField({ id, value, error, linked, onType, onPick }: Props) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<PersonSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open || linked || value.trim().length < 2) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await suggestPeopleAction(value);
      if (current && answer.ok && "people" in answer) setSuggestions(answer.people);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, open, linked]);

  const shown = open && !linked && value.trim().length >= 2 ? suggestions : [];
  const pick = (person: PersonSuggestion) => {
    onPick(person);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (shown.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + shown.length) % shown.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Name<span className="text-red-700"> *</span>
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {linked
          ? "An existing person: a new name renames them everywhere."
          : "Type to pick an existing person, or leave a new name."}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Existing people"
        className={`absolute z-10 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg ${shown.length ? "" : "hidden"}`}
      >
        {shown.map((person, index) => (
          <li
            key={person.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(person);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-blue-50" : ""}`}
          >
            {person.name}
            {person.linkedin_url && <span className="ml-2 text-xs text-slate-500">LinkedIn</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
