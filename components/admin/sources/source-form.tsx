"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { ActionStatus } from "@/components/ui/action-status";
import { buttonClass } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/controlled-fields";
import { RefusalPanel } from "@/components/ui/error-panel";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { SourceSaved } from "@/lib/admin/sources/save-source";
import { DeleteSourceButton } from "./delete-source-button";
import { FeedOffers } from "./feed-offers";
import { FeedPreviewPanel } from "./feed-preview-panel";
import type { SourceFormActions } from "./source-actions";
import { SourceKindFields } from "./source-kind-fields";
import { sourceFormInput, type SourceFormValues } from "./source-form-values";

type Props = {
  sourceId: number | null;
  /** The source's version when the page was opened (null for a new source). */
  version: number | null;
  initial: SourceFormValues;
  actions: SourceFormActions;
};

/**
 * The news source editor. Saving reads the feed first: the server answers its title and
 * latest items, or why nothing was saved (with the feeds a web page links to, to use one).
 * Once a new source is saved, the form goes on editing it, at the version it saved.
 */
export function SourceForm({ sourceId, version, initial, actions }: Props) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState({ id: sourceId, version });
  const { result, errors, pending, run } = useAction<SourceSaved>();
  const ready = useHydrated();
  const errorBox = useRef<HTMLDivElement>(null);

  // After a refused save, take the keyboard to what to fix.
  useEffect(() => {
    if (result && !result.ok) errorBox.current?.focus();
  }, [result]);

  const set = (change: Partial<SourceFormValues>) =>
    setValues((current) => ({ ...current, ...change }));

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      () => actions.save(saved.id, saved.version, sourceFormInput(values)),
      (answer) => {
        if (!answer.ok) return;
        setSaved({ id: answer.id, version: answer.version });
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <RefusalPanel ref={errorBox} result={result} />
      {result && !result.ok && (
        <FeedOffers feeds={result.feedLinks ?? []} onUse={(url) => set({ url })} />
      )}
      {/* Every control works through React: disabled until it has hydrated the page. */}
      <fieldset disabled={!ready} className="min-w-0 space-y-4">
        <TextField
          id="url"
          label="URL"
          type="url"
          required
          value={values.url}
          onChange={(url) => set({ url })}
          placeholder="https://example.com/feed.xml"
          hint="The feed's address (RSS, Atom or JSON Feed); a web page that links to its feed offers it."
          error={errors.url}
        />
        <TextField
          id="name"
          label="Name"
          required
          value={values.name}
          onChange={(name) => set({ name })}
          error={errors.name}
        />
        <SourceKindFields
          values={values}
          errors={errors}
          onChange={set}
          suggest={actions.suggestCompanies}
        />
        <TextField
          id="interval_minutes"
          label="Interval in minutes"
          type="number"
          required
          value={values.interval}
          onChange={(interval) => set({ interval })}
          hint="How often the feed is polled: from 5 minutes to 10,080 (a week)."
          error={errors.interval_minutes}
        />
        <CheckboxField
          id="active"
          label="Active"
          checked={values.active}
          onChange={(active) => set({ active })}
          hint="An active source is polled when due; one switched off, never."
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            {pending ? "Reading the feed…" : "Save source"}
          </button>
          <Link href="/admin/sources" className="text-sm font-medium text-brand underline">
            Back to news sources
          </Link>
          {saved.id !== null && saved.version !== null && (
            <DeleteSourceButton
              id={saved.id}
              version={saved.version}
              name={values.name}
              action={actions.remove}
              variant="remove"
              className="ml-auto"
            />
          )}
        </div>
      </fieldset>
      {result?.ok && (
        <>
          <ActionStatus result={result} />
          <FeedPreviewPanel preview={result.preview} />
        </>
      )}
    </form>
  );
}
