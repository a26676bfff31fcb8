"use client";

import { useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { CheckboxField, TextField } from "@/components/ui/controlled-fields";
import { RefusalPanel } from "@/components/ui/error-panel";
import { fieldBinder } from "@/components/ui/field-binder";
import { useAction } from "@/components/ui/use-action";
import { fieldError } from "@/lib/validation/field-errors";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AiProviderChoice } from "@/lib/domain/ai-providers";
import { analyzeUrl, type AnalysisAnswer } from "./analyze-url-client";
import { CompaniesMentioned } from "./companies-mentioned";
import { applyAnalysis } from "./headline-analysis";
import type { HeadlineFormActions } from "./headline-actions";
import { HeadlineDetailsFields } from "./headline-details-fields";
import { headlineFormInput, type HeadlineFormValues } from "./headline-form-values";
import { PopulateButton } from "./populate-button";
import { UrlField } from "./url-field";

export type HeadlineFormProps = {
  headlineId: number | null;
  /** The headline's version when the page was opened (null for a new headline). */
  version: number | null;
  initial: HeadlineFormValues;
  providers: AiProviderChoice[];
  /** Run the analysis once on arrival (?autoAnalyze=true). */
  autoAnalyze?: boolean;
  /** The embedded form shows the URL read-only. */
  urlReadOnly?: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
  actions: HeadlineFormActions;
};

/**
 * The headline editor (admin-area §2): URL, Title, Companies Mentioned, Type, Date, Media
 * Outlet, Funding Amount and Published; 'Populate with AI' fills it from the article.
 */
export function HeadlineForm(props: HeadlineFormProps) {
  const { headlineId, initial, providers, autoAnalyze, urlReadOnly, onSaved, onCancel } = props;
  const { save: saveHeadlineAction, findSameUrl, suggestCompanies } = props.actions;
  const [values, setValues] = useState(initial);
  // Each save answers the new version, so that the next save from this form is not refused.
  const [version, setVersion] = useState(props.version);
  const { result, errors, pending, run } =
    useAction<Awaited<ReturnType<HeadlineFormActions["save"]>>>();
  const [analysis, setAnalysis] = useState<{ message: string; none: boolean } | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const ready = useHydrated();
  const errorBox = useRef<HTMLDivElement>(null);
  const autoRan = useRef(false);

  const set = <K extends keyof HeadlineFormValues>(field: K, value: HeadlineFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = fieldBinder(values, errors, set);

  function showAnalysis(answer: AnalysisAnswer) {
    if (!answer.ok) return setAnalysis({ message: answer.message, none: false });
    setValues((current) => applyAnalysis(current, answer.analysis));
    setAnalysis({
      message: "Form filled from the article.",
      none: answer.analysis.organizations.length === 0,
    });
  }

  useEffect(() => {
    if (!autoAnalyze || autoRan.current || !initial.url) return;
    autoRan.current = true;
    const first = providers.find((provider) => provider.configured)?.id ?? null;
    setAnalysing(true);
    analyzeUrl(initial.url, first)
      .then(showAnalysis)
      .finally(() => setAnalysing(false));
  }, [autoAnalyze, initial.url, providers]);

  useEffect(() => {
    if (result && !result.ok) errorBox.current?.focus();
  }, [result]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      () => saveHeadlineAction(headlineId, version, headlineFormInput(values)),
      (answer) => {
        if (!answer.ok) return;
        setVersion(answer.version);
        onSaved(answer.id);
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <RefusalPanel ref={errorBox} result={result} />
      {result?.ok && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {result.message}
        </p>
      )}
      <fieldset disabled={!ready} className="min-w-0 space-y-5">
        <UrlField
          value={values.url}
          onChange={(url) => set("url", url)}
          error={errors.url}
          readOnly={urlReadOnly}
          headlineId={headlineId}
          findSameUrl={findSameUrl}
        />
        <div className="flex flex-wrap items-center gap-3">
          <PopulateButton
            url={values.url}
            providers={providers}
            disabled={analysing}
            onBusy={setAnalysing}
            onResult={showAnalysis}
          />
          <p role="status" className="text-sm text-slate-700">
            {analysing ? "Analyzing…" : analysis?.message}
          </p>
        </div>
        <TextField label="Title" required {...bind("description")} />
        <CompaniesMentioned
          companies={values.companies}
          error={fieldError(errors, "organization_ids")}
          noneDetected={analysis?.none ?? false}
          onChange={(companies) => set("companies", companies)}
          suggest={suggestCompanies}
        />
        <HeadlineDetailsFields values={values} bind={bind} />
        <CheckboxField
          id="published"
          label="Published"
          checked={values.published}
          onChange={(published) => set("published", published)}
          hint="Unchecked: the headline is saved unpublished and visible only to admins."
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <button type="button" onClick={onCancel} className={buttonClass.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            {pending ? "Saving…" : "Save Headline"}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
