"use client";

import { useState } from "react";
import { AlertText, refusalOf } from "@/components/ui/alert-text";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, inputClass } from "@/components/ui/field";
import { HeadedSection } from "@/components/ui/headed-section";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useSuggestions, type Suggestions } from "@/components/ui/use-suggestions";
import type { PersonSuggestion } from "@/lib/admin/people/suggest-people";
import { mergePeopleAction, suggestPeopleToMergeAction } from "../merge-actions";

type Props = { personId: number; name: string };
// On success the action goes on to the kept person's page: what stays here is a refusal.
type MergeAnswer = Awaited<ReturnType<typeof mergePeopleAction>>;

async function findPeople(text: string): Promise<Suggestions<PersonSuggestion>> {
  const answer = await suggestPeopleToMergeAction(text);
  return answer.ok ? { items: answer.people } : { items: [], problem: answer.message };
}

/**
 * 'Merge': find another row of the same person and, once confirmed, merge it into this one
 * (its companies, social accounts and LinkedIn URL move here; its page leads here).
 */
export function MergePerson({ personId, name }: Props) {
  const [query, setQuery] = useState("");
  const [other, setOther] = useState<PersonSuggestion | null>(null);
  const { result, pending, run } = useAction<MergeAnswer>();
  const ready = useHydrated();

  const answer = useSuggestions(query, findPeople, 2);
  const shown = (answer?.items ?? []).filter((person) => person.id !== personId);
  const confirm = () =>
    run(
      () => mergePeopleAction(personId, other?.id),
      () => setOther(null),
    );

  return (
    <HeadedSection id="merge-person-heading" title="Merge" tone="brand">
      <p className="text-sm text-slate-700">
        Another row for the same person? Merge it into {name}: its companies, social accounts and
        LinkedIn URL (when {name} has none) move here, it is removed, and its page leads here.
      </p>
      <Field id="merge-person-search" label={`Person to merge into ${name}`}>
        {(aria) => (
          <input
            {...aria}
            type="search"
            autoComplete="off"
            disabled={!ready}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {shown.length > 0 && (
        <ul aria-label="People to merge" className="space-y-1">
          {shown.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setOther(person)}
              >
                Merge {person.name} <span className="text-xs text-slate-500">#{person.id}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AlertText>{refusalOf(result)}</AlertText>
      <ConfirmDialog
        title="Merge People?"
        open={other !== null}
        busy={pending}
        confirmLabel="Merge"
        onConfirm={confirm}
        onCancel={() => setOther(null)}
      >
        <p>
          Merge &quot;{other?.name}&quot; (#{other?.id}) into &quot;{name}&quot;? &quot;
          {other?.name}&quot; will be removed and their page will lead to &quot;{name}&quot;. The
          merge can be restored from the history.
        </p>
      </ConfirmDialog>
    </HeadedSection>
  );
}
