"use client";

import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { PersonSuggestion } from "@/lib/admin/people/suggest-people";
import { mergePeopleAction, suggestPeopleToMergeAction } from "../merge-actions";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";

type Props = { personId: number; name: string };
// On success the action goes on to the kept person's page: what stays here is a refusal.
type MergeAnswer = Awaited<ReturnType<typeof mergePeopleAction>>;

/**
 * 'Merge': find another row of the same person and, once confirmed, merge it into this one
 * (its companies, social accounts and LinkedIn URL move here; its page leads here).
 */
export function MergePerson({ personId, name }: Props) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<PersonSuggestion[]>([]);
  const [other, setOther] = useState<PersonSuggestion | null>(null);
  const { result, pending, run } = useAction<MergeAnswer>();
  const ready = useHydrated();

  useEffect(() => {
    if (query.trim().length < 2) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await suggestPeopleToMergeAction(query);
      if (current && answer.ok) setFound(answer.people);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const shown = query.trim().length < 2 ? [] : found.filter((person) => person.id !== personId);
  const confirm = () =>
    run(
      () => mergePeopleAction(personId, other?.id),
      () => setOther(null),
    );

  return (
    <section aria-labelledby="merge-person-heading" className="space-y-3">
      <h2 id="merge-person-heading" className="text-lg font-semibold text-brand">
        Merge
      </h2>
      <p className="text-sm text-slate-700">
        Another row for the same person? Merge it into {name}: its companies, social accounts and
        LinkedIn URL (when {name} has none) move here, it is removed, and its page leads here.
      </p>
      <label htmlFor="merge-person-search" className="block text-sm font-medium text-slate-800">
        Person to merge into {name}
      </label>
      <input
        id="merge-person-search"
        type="search"
        autoComplete="off"
        disabled={!ready}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClass}
      />
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
      {result && !result.ok && (
        <p role="alert" className="text-sm text-red-700">
          {result.message}
        </p>
      )}
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
    </section>
  );
}
