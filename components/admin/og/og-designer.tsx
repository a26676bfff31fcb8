"use client";

import { useEffect, useState } from "react";
import { CompanyCombobox } from "@/components/admin/company-combobox";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { StoredOgTemplate } from "@/lib/admin/og/og-templates";
import { DEFAULT_OG_TEMPLATE, type OgTemplateStyle } from "@/lib/domain/og-template";
import { CardPreview } from "./card-preview";
import type { OgDesignerActions, TemplateSaved } from "./og-actions";
import type { TemplateChange } from "./template-change";
import { TemplateEditor } from "./template-editor";
import { ActionStatus } from "@/components/ui/action-status";
import { useAction } from "@/components/ui/use-action";

type Company = { name: string; shortname: string };
type Props = {
  templates: StoredOgTemplate[];
  initialCompany: Company | null;
  /** Off on a company's own page (posting), where the company is given. */
  chooseCompany?: boolean;
  actions: OgDesignerActions;
  /** Told the card as designed (the template with the curator's changes) whenever it changes. */
  onDesignChange?: (design: OgTemplateStyle) => void;
};

// admin-area §5: the save message disappears after 3 s.
const SAVE_MESSAGE_MS = 3000;

const styleOf = ({ id: _id, version: _version, ...style }: StoredOgTemplate): OgTemplateStyle =>
  style;

/** The image tool: choose a company and a template, edit it, watch the card, save, download. */
export function OgDesigner(props: Props) {
  const { templates: initial, initialCompany, chooseCompany = true, onDesignChange } = props;
  const { saveTemplate: saveOgTemplateAction, searchCompanies } = props.actions;
  const [templates, setTemplates] = useState(initial);
  const chosen = initial.find((template) => template.is_default) ?? initial[0];
  const [templateId, setTemplateId] = useState<number | null>(chosen?.id ?? null);
  const [draft, setDraft] = useState<OgTemplateStyle>(
    chosen ? styleOf(chosen) : DEFAULT_OG_TEMPLATE,
  );
  const [company, setCompany] = useState<Company | null>(initialCompany);
  const { result: saved, setResult: setSaved, pending: saving, run } = useAction<TemplateSaved>();

  useEffect(() => {
    onDesignChange?.(draft);
  }, [draft, onDesignChange]);

  // A success fades; a failure stays until dismissed, so that its reason can be read.
  useEffect(() => {
    if (!saved?.ok) return;
    const timer = setTimeout(() => setSaved(null), SAVE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved, setSaved]);

  const change: TemplateChange = (key, value) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function pickTemplate(value: string) {
    if (value === "new") {
      setTemplateId(null);
      setDraft({ ...DEFAULT_OG_TEMPLATE, name: "New template", is_default: false });
      return;
    }
    const template = templates.find((item) => item.id === Number(value));
    if (template) {
      setTemplateId(template.id);
      setDraft(styleOf(template));
    }
  }

  function save() {
    const opened = templates.find((template) => template.id === templateId);
    run(
      () => saveOgTemplateAction(templateId, opened?.version ?? null, draft),
      (result) => {
        if (!result.ok) return;
        // The stored templates come back with their new versions, for the next save.
        setTemplateId(result.id);
        setTemplates(result.templates);
      },
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-6">
        {chooseCompany && (
          <div className="space-y-2">
            <CompanyCombobox
              id="og-organization"
              label="Organization"
              suggest={searchCompanies}
              onPick={setCompany}
            />
            <p className="text-sm text-slate-700">
              {company ? (
                <>
                  Showing: <strong>{company.name}</strong>
                </>
              ) : (
                "No organization chosen."
              )}
            </p>
          </div>
        )}
        <Field id="og-template" label="Template">
          {(aria) => (
            <select
              {...aria}
              value={templateId ?? "new"}
              onChange={(event) => pickTemplate(event.target.value)}
              className={inputClass}
            >
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                  {template.is_default ? " (default)" : ""}
                </option>
              ))}
              <option value="new">New template…</option>
            </select>
          )}
        </Field>
        <TemplateEditor template={draft} onChange={change} />
        <div className="flex items-center gap-3">
          <button type="button" className={buttonClass.primary} onClick={save} disabled={saving}>
            {saving ? "Saving…" : "Save template"}
          </button>
          <ActionStatus
            result={
              saved && {
                ok: saved.ok,
                message: (
                  <>
                    {saved.message}
                    {!saved.ok && saved.detail && <span className="block">{saved.detail}</span>}
                  </>
                ),
              }
            }
          >
            {saved && !saved.ok && (
              <button type="button" className={buttonClass.small} onClick={() => setSaved(null)}>
                Dismiss
              </button>
            )}
          </ActionStatus>
        </div>
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <CardPreview company={company} template={draft} />
      </div>
    </div>
  );
}
