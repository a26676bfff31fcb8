/** What a combobox shows: whether its list is open and which option is active (-1: none). */
export type ListState = { open: boolean; active: number };

/** What a key press does: the next state, and whether it picks the active option or clears the box. */
export type KeyOutcome = {
  state: ListState;
  /** The browser's own handling of the key is to be prevented. */
  handled: boolean;
  /** The index of the option chosen. */
  pick?: number;
  /** Escape on a closed list: the box empties. */
  clear?: boolean;
};

export const closedList: ListState = { open: false, active: -1 };

/**
 * The WAI-ARIA listbox keys for a combobox with `count` options: Down and Up move the active
 * option (wrapping at both ends, opening the list), Enter picks the active option, Escape
 * closes an open list or else clears the box. Other keys are left to the text box.
 */
export function nextState(state: ListState, key: string, count: number): KeyOutcome {
  const last = count - 1;
  if ((key === "ArrowDown" || key === "ArrowUp") && count > 0) {
    const down = key === "ArrowDown";
    const active = down
      ? state.active >= last
        ? 0
        : state.active + 1
      : state.active <= 0
        ? last
        : state.active - 1;
    return { state: { open: true, active }, handled: true };
  }
  if (key === "Enter" && state.open && state.active >= 0 && state.active < count) {
    return { state: closedList, handled: true, pick: state.active };
  }
  if (key === "Escape") {
    if (state.open && count > 0) return { state: closedList, handled: true };
    return { state: closedList, handled: false, clear: true };
  }
  return { state, handled: false };
}

/** The id of a combobox's option, for aria-activedescendant. */
export const optionId = (comboboxId: string, index: number) => `${comboboxId}-option-${index}`;

/** The active option's id while the list shows, else nothing. */
export function activeDescendant(comboboxId: string, state: ListState, count: number) {
  return state.open && state.active >= 0 && state.active < count
    ? optionId(comboboxId, state.active)
    : undefined;
}
