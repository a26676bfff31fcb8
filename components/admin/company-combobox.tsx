"use client";

import { useRef, useState } from "react";
import type { ActionResult } from "@/lib/admin/action-result";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";

type Props = {
  id: string;
  label: string;
  /** The admin action answering suggestions for a text. */
  suggest: (text: string) => Promise<ActionResult & { companies?: CompanySuggestion[] }>;
  /** Takes the chosen company; answers what to announce ('Acme added.'). */
  onPick: (company: CompanySuggestion) => string;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

// Typing pauses this long before asking the server, so that each keystroke is not a query.
const DEBOUNCE_MS = 200;

/**
 * A company search box (ARIA combobox with a listbox): suggestions as one types, Down and Up
 * to move, Enter to choose, Escape to close. Shared by the admin forms.
 */
export function CompanyCombobox({ id, label, suggest, onPick }: Props) {
  const [text, setText] = useState("");
  const [options, setOptions] = useState<CompanySuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Answers that arrive after a newer search are dropped.
  const latest = useRef(0);
  const listId = `${id}-listbox`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(value: string) {
    setText(value);
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    const query = value.trim();
    if (!query) {
      setOptions([]);
      close();
      setStatus("");
      return;
    }
    timer.current = setTimeout(async () => {
      const result = await suggest(query);
      if (ticket !== latest.current) return;
      const companies = result.companies ?? [];
      setOptions(companies);
      setActive(-1);
      setOpen(companies.length > 0);
      if (!result.ok) setStatus(result.message);
      else if (companies.length === 0) setStatus("No companies found");
      else setStatus(`${companies.length} suggestion${companies.length === 1 ? "" : "s"}`);
    }, DEBOUNCE_MS);
  }

  function pick(company: CompanySuggestion) {
    latest.current++;
    setText("");
    setOptions([]);
    close();
    setStatus(onPick(company));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active >= last ? 0 : active + 1);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(active <= 0 ? last : active - 1);
    } else if (event.key === "Enter") {
      // Enter chooses; it never sends the surrounding form.
      event.preventDefault();
      if (open && active >= 0) pick(options[active]);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        close();
      } else if (text) search("");
    }
  }

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        placeholder="Type part of a company name"
        value={text}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={inputClass}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!open}
        className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
      >
        {options.map((company, index) => (
          <li
            key={company.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so that a click does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(company)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand text-white" : "text-slate-900 hover:bg-slate-100"}`}
          >
            {company.name}{" "}
            <span className={index === active ? "text-slate-200" : "text-slate-500"}>
              ({company.shortname})
            </span>
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {status}
      </p>
    </div>
  );
}
