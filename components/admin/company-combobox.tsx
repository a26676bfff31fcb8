"use client";

import { useState } from "react";
import { Combobox } from "@/components/ui/combobox";
import { useSuggestions } from "@/components/ui/use-suggestions";
import type { ActionResult } from "@/lib/admin/action-result";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";

type Props = {
  id: string;
  label: string;
  /** The admin action answering suggestions for a text. */
  suggest: (text: string) => Promise<ActionResult<{ companies: CompanySuggestion[] }>>;
  /** Takes the chosen company; answers what to announce ('Acme added.'), else '<name> chosen.'. */
  onPick: (company: CompanySuggestion) => string | void;
};

/** What the status line says of an answer: its problem, or how many suggestions came. */
function answerStatus(answer: { items: unknown[]; problem?: string }) {
  const count = answer.items.length;
  if (answer.problem) return answer.problem;
  if (count === 0) return "No companies found";
  return `${count} suggestion${count === 1 ? "" : "s"}`;
}

/**
 * A company search box: suggestions as one types, Down and Up to move, Enter to choose, Escape
 * to close (and then to empty the box). Shared by the admin forms.
 */
export function CompanyCombobox({ id, label, suggest, onPick }: Props) {
  const [text, setText] = useState("");
  const [picked, setPicked] = useState("");
  const answer = useSuggestions(text, async (query) => {
    const result = await suggest(query);
    return result.ok ? { items: result.companies } : { items: [], problem: result.message };
  });
  const status = answer ? answerStatus(answer) : picked;

  return (
    <Combobox
      id={id}
      label={label}
      listLabel={`${label}: suggestions`}
      text={text}
      onTextChange={(value) => {
        setText(value);
        setPicked("");
      }}
      options={answer?.items ?? []}
      optionKey={(company) => company.id}
      renderOption={(company, active) => (
        <>
          {company.name}{" "}
          <span className={active ? "text-slate-200" : "text-slate-500"}>
            ({company.shortname})
          </span>
        </>
      )}
      onPick={(company) => {
        setText("");
        setPicked(onPick(company) || `${company.name} chosen.`);
      }}
      enterNeverSubmits
      clearOnEscape
      placeholder="Type part of a company name"
      describedBy={`${id}-status`}
    >
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {status}
      </p>
    </Combobox>
  );
}
