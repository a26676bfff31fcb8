const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset"]);

/** Whether a key pressed in `target` is typed into it (a shortcut must leave it alone). */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ["TEXTAREA", "SELECT"].includes(target.tagName) ||
    (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type)));
