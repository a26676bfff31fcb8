"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { flashOnNextPage } from "@/components/ui/flash-message";
import { useAction } from "@/components/ui/use-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import { buttonClass } from "@/components/ui/button";
import type { TagChoices } from "@/lib/admin/companies/tag-choices";
import type { RecordedValuation } from "@/lib/companies/sync-valuation";
import { problemsOf } from "@/lib/validation/field-errors";
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
import { ShortnameField } from "./shortname-field";
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
type ListKey = "websites" | "key_people" | "projects" | "tags" | "socials";
type SaveAnswer = Awaited<ReturnType<typeof createCompanyAction | typeof updateCompanyAction>>;

/**
 * The company editor: every field and list of a company, saved in one go (Ctrl+S or the
 * Save buttons). A refused save keeps what was typed and shows why beside each field and in
 * the red Error box.
 */
export function CompanyEditor({ mode, initial, choices, aiProviders }: Props) {
  const router = useRouter();
  const [form, setForm] = useState<CompanyForm>(() => formFromJson(initial));
  const { result, errors, pending, run } = useAction<SaveAnswer>();
  // 'Save and add another' says what it saved above the emptied form.
  const [saved, setSaved] = useState<string | null>(null);
  // A new shortname typed after 'Edit' (edit mode only): the save renames the company.
  const [shortname, setShortname] = useState<string | null>(null);
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);

  const patch = (change: Partial<CompanyForm>) => setForm((current) => ({ ...current, ...change }));
  // What each of the company's lists edits: its rows, their problems, and the way to change them.
  const list = <K extends ListKey>(key: K) => ({
    rows: form[key],
    errors,
    onChange: (rows: CompanyForm[K]) => patch({ [key]: rows }),
  });

  const save = (another: boolean) => {
    if (pending) return;
    const pruned = withoutBlankRows(form);
    setForm(pruned);
    const json = jsonFromForm(pruned);
    run(
      () =>
        mode.kind === "create"
          ? createCompanyAction(json)
          : updateCompanyAction(mode.id, mode.version, json, shortname ?? undefined),
      (answer) => {
        setSaved(answer.ok && another ? `Saved ${answer.name}. Add another.` : null);
        if (!answer.ok) return;
        if (!another) {
          flashOnNextPage(`Saved ${answer.name}.`);
          return router.push(`/organizations/${answer.shortname}`);
        }
        setForm(emptyCompanyForm());
        formRef.current?.querySelector<HTMLElement>("input")?.focus();
      },
    );
  };

  const problems =
    result && !result.ok ? (result.errors ? problemsOf(result.errors) : [result.message]) : [];

  // After a refused save, the keyboard goes to the first field at fault, else the Error box.
  useEffect(() => {
    if (!result || result.ok) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    (invalid ?? errorBox.current)?.focus();
  }, [result]);

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
      {problems.length > 0 && (
        <div
          ref={errorBox}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <h2 className="font-semibold">Error</h2>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {saved && (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
        >
          {saved}
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
        {mode.kind === "edit" && (
          <ShortnameField
            companyId={mode.id}
            current={mode.shortname}
            value={shortname}
            onChange={setShortname}
            error={errors.shortname}
          />
        )}
        <OrganizationFields form={form} errors={errors} onChange={patch} />
        <WebsitesSection {...list("websites")} />
        <PeopleSection {...list("key_people")} />
        <ProjectsSection {...list("projects")} />
        <TagsSection {...list("tags")} choices={choices} />
        <SocialsSection {...list("socials")} />
        <ValuationSection
          value={form.valuation}
          errors={errors}
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
