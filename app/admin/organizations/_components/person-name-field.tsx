"use client";

import { Combobox } from "@/components/ui/combobox";
import { fieldAria } from "@/components/ui/field-aria";
import { FieldError, FieldHint } from "@/components/ui/field";
import { useSuggestions } from "@/components/ui/use-suggestions";
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

async function suggestPeople(name: string) {
  const answer = await suggestPeopleAction(name);
  return { items: answer.ok ? answer.people : [] };
}

/**
 * A key person's name: typing suggests existing people (up to 5) to pick from with the arrow
 * keys and Enter, or the name stays a new person's. The suggestions are a combobox listbox.
 */
export function PersonNameField({ id, value, error, linked, onType, onPick }: Props) {
  // A linked person's name is theirs: renaming asks for no suggestions.
  const answer = useSuggestions(linked ? "" : value, suggestPeople, 2);
  return (
    <Combobox
      id={id}
      label={
        <>
          Name<span className="text-red-700"> *</span>
        </>
      }
      listLabel="Existing people"
      text={value}
      onTextChange={onType}
      options={answer?.items ?? []}
      optionKey={(person) => person.id}
      renderOption={(person, active) => (
        <>
          {person.name}
          {person.linkedin_url && (
            <span className={`ml-2 text-xs ${active ? "text-slate-200" : "text-slate-500"}`}>
              LinkedIn
            </span>
          )}
        </>
      )}
      onPick={onPick}
      invalid={Boolean(error)}
      describedBy={fieldAria(id, error, true)["aria-describedby"]}
    >
      <FieldHint
        id={id}
        hint={
          linked
            ? "An existing person: a new name renames them everywhere."
            : "Type to pick an existing person, or leave a new name."
        }
      />
      <FieldError id={id} message={error} />
    </Combobox>
  );
}
