"use client";

import { useState, type ReactNode } from "react";
import { inputClass, Label } from "./field";
import { activeDescendant, closedList, nextState, optionId } from "./combobox-keys";

type Props<T> = {
  id: string;
  /** The label's content (the accessible name of the box). */
  label: ReactNode;
  /** The listbox's accessible name. */
  listLabel: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The suggestions for the text, already asked for (see useSuggestions). */
  options: readonly T[];
  optionKey: (option: T) => string | number;
  renderOption: (option: T, active: boolean) => ReactNode;
  onPick: (option: T) => void;
  /** Enter never sends the surrounding form, even with no option active. */
  enterNeverSubmits?: boolean;
  /** Escape on a closed list empties the box. */
  clearOnEscape?: boolean;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Hint, error or status lines under the box. */
  children?: ReactNode;
};

/**
 * A text box with suggestions (WAI-ARIA combobox with a listbox): Down and Up to move, Enter to
 * choose, Escape to close; the focus stays in the box and the active option is announced by
 * aria-activedescendant. Each list item is an option; a click chooses it.
 */
export function Combobox<T>(props: Props<T>) {
  const { id, label, listLabel, text, options, optionKey, renderOption } = props;
  const [list, setList] = useState(closedList);
  const listId = `${id}-listbox`;
  const shown = list.open ? options : [];

  function pick(option: T) {
    setList(closedList);
    props.onPick(option);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const outcome = nextState({ ...list, open: shown.length > 0 }, event.key, options.length);
    if (outcome.handled || (event.key === "Enter" && props.enterNeverSubmits))
      event.preventDefault();
    setList(outcome.state);
    if (outcome.pick !== undefined) pick(options[outcome.pick]);
    else if (outcome.clear && props.clearOnEscape && text) props.onTextChange("");
  }

  return (
    <div className="relative">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeDescendant(id, list, shown.length)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        autoComplete="off"
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => {
          props.onTextChange(event.target.value);
          setList({ open: true, active: -1 });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setList(closedList)}
        className={inputClass}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={shown.length === 0}
        className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
      >
        {shown.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === list.active}
            // Keeps the focus in the box, so that a click does not close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === list.active ? "bg-brand text-white" : "text-slate-900 hover:bg-slate-100"}`}
          >
            {renderOption(option, index === list.active)}
          </li>
        ))}
      </ul>
      {props.children}
    </div>
  );
}
