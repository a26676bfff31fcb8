"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buttonClass } from "@/components/ui/button";
import type { TagChoices } from "@/lib/admin/companies/tag-choices";
import type { RecordedValuation } from "@/lib/companies/sync-valuation";
import { problemsOf, type FieldErrors } from "@/lib/validation/field-errors";
import { createCompanyAction, updateCompanyAction } from "../actions";
import {
  emptyCompanyForm,
  formFromJson,
  jsonFromForm,
  withoutBlankRows,
  type CompanyForm,
} from "./company-form-state";
import type { AiProviderChoice } from "@/lib/domain/ai-providers";
import { FillFromJson } from "./fill-from-json";
import { OrganizationFields } from "./organization-fields";
import { PeopleSection } from "./people-section";
import { PopulateWithAi } from "./populate-with-ai";
import { ProjectsSection, SocialsSection, WebsitesSection } from "./simple-lists";
import { TagsSection } from "./tags-section";
import { ValuationSection } from "./valuation-section";

export type EditorMode =
  { kind: "create" } | { kind: "edit"; id: number; version: number; shortname: string };

type Props = {
  mode: EditorMode;
  initial: Record<string, unknown>;
  choices: TagChoices;
  /** Given, the 'Populate with …' buttons fill the form from the typed website. */
  aiProviders?: AiProviderChoice[];
};
type Outcome = { problems: string[]; errors: FieldErrors; saved?: string };

/**
 * The company editor: every field and list of a company, saved in one go (Ctrl+S or the
 * Save buttons). A refused save keeps what was typed and shows why beside each field and in
 * the red Error box.
 */
export function CompanyEditor({ mode, initial, choices, aiProviders }: Props) {
  const router = useRouter();
  const [form, setForm] = useState<CompanyForm>(() => formFromJson(initial));
  const [outcome, setOutcome] = useState<Outcome>({ problems: [], errors: {} });
  const [pending, startTransition] = useTransition();
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);

  const patch = (change: Partial<CompanyForm>) => setForm((current) => ({ ...current, ...change }));

  const save = (another: boolean) => {
    if (pending) return;
    const pruned = withoutBlankRows(form);
    setForm(pruned);
    startTransition(async () => {
      const json = jsonFromForm(pruned);
      const answer =
        mode.kind === "create"
          ? await createCompanyAction(json)
          : await updateCompanyAction(mode.id, mode.version, json);
      if (answer.ok) {
        if (another) {
          setForm(emptyCompanyForm());
          setOutcome({ problems: [], errors: {}, saved: `Saved ${answer.name}. Add another.` });
          formRef.current?.querySelector<HTMLElement>("input")?.focus();
        } else {
          router.push(`/organizations/${answer.shortname}`);
        }
        return;
      }
      const { errors = {} } = answer;
      const problems = answer.errors ? problemsOf(errors) : [answer.message];
      setOutcome({ problems, errors });
    });
  };

  // After a refused save, the keyboard goes to the first field at fault, else the Error box.
  useEffect(() => {
    if (outcome.problems.length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    (invalid ?? errorBox.current)?.focus();
  }, [outcome]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        save(false);
      }}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
          event.preventDefault();
          save(false);
        }
      }}
      className="space-y-6"
    >
      {outcome.problems.length > 0 && (
        <div
          ref={errorBox}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <h2 className="font-semibold">Error</h2>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {outcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome.saved && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
        >
          {outcome.saved}
        </p>
      )}
      {/* Typing before React has hydrated would be lost: the fields wait for it. */}
      <fieldset disabled={!ready} className="min-w-0 space-y-6">
        {aiProviders && (
          <PopulateWithAi
            providers={aiProviders}
            website={form.websites.find((row) => row.url.trim())?.url ?? ""}
            onFill={(company) =>
              setForm((current) => formFromJson({ ...jsonFromForm(current), ...company }))
            }
          />
        )}
        <FillFromJson onFill={(json) => setForm(formFromJson(json))} />
        <OrganizationFields form={form} errors={outcome.errors} onChange={patch} />
        <WebsitesSection
          rows={form.websites}
          errors={outcome.errors}
          onChange={(websites) => patch({ websites })}
        />
        <PeopleSection
          rows={form.key_people}
          errors={outcome.errors}
          onChange={(key_people) => patch({ key_people })}
        />
        <ProjectsSection
          rows={form.projects}
          errors={outcome.errors}
          onChange={(projects) => patch({ projects })}
        />
        <TagsSection
          rows={form.tags}
          choices={choices}
          errors={outcome.errors}
          onChange={(tags) => patch({ tags })}
        />
        <SocialsSection
          rows={form.socials}
          errors={outcome.errors}
          onChange={(socials) => patch({ socials })}
        />
        <ValuationSection
          value={form.valuation}
          errors={outcome.errors}
          onChange={(valuation) => patch({ valuation })}
          recorded={
            mode.kind === "edit"
              ? { companyId: mode.id, rows: initial.valuations as RecordedValuation[] }
              : undefined
          }
        />
      </fieldset>
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-3">
        <button type="submit" className={buttonClass.primary} disabled={pending || !ready}>
          {pending ? "Saving…" : "Save"}
        </button>
        {mode.kind === "create" && (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={pending || !ready}
            onClick={() => save(true)}
          >
            Save and add another
          </button>
        )}
        <span className="text-xs text-slate-600">Ctrl+S saves.</span>
      </div>
    </form>
  );
}
