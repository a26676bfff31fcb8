import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Combobox } from "@/components/ui/combobox";
import { activeDescendant, closedList, nextState, optionId } from "@/components/ui/combobox-keys";

describe("combobox keys", () => {
  it("Down opens the list and moves to the first option, then wraps after the last", () => {
    let state = closedList;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      const outcome = nextState(state, "ArrowDown", 3);
      expect(outcome.handled).toBe(true);
      state = outcome.state;
      seen.push(state.active);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
    expect(state.open).toBe(true);
  });

  it("Up from no option or the first goes to the last", () => {
    expect(nextState(closedList, "ArrowUp", 3).state).toEqual({ open: true, active: 2 });
    expect(nextState({ open: true, active: 0 }, "ArrowUp", 3).state.active).toBe(2);
    expect(nextState({ open: true, active: 2 }, "ArrowUp", 3).state.active).toBe(1);
  });

  it("arrows do nothing without options", () => {
    const outcome = nextState(closedList, "ArrowDown", 0);
    expect(outcome).toEqual({ state: closedList, handled: false });
  });

  it("Enter picks the active option and closes the list", () => {
    const outcome = nextState({ open: true, active: 1 }, "Enter", 3);
    expect(outcome).toEqual({ state: closedList, handled: true, pick: 1 });
  });

  it("Enter with no active option picks nothing and is left to the form", () => {
    expect(nextState({ open: true, active: -1 }, "Enter", 3).pick).toBeUndefined();
    expect(nextState({ open: true, active: -1 }, "Enter", 3).handled).toBe(false);
    expect(nextState({ open: false, active: 1 }, "Enter", 3).pick).toBeUndefined();
  });

  it("Escape closes an open list, and on a closed one asks to clear the box", () => {
    expect(nextState({ open: true, active: 1 }, "Escape", 3)).toEqual({
      state: closedList,
      handled: true,
    });
    expect(nextState(closedList, "Escape", 3)).toEqual({
      state: closedList,
      handled: false,
      clear: true,
    });
  });

  it("other keys leave the state alone", () => {
    const state = { open: true, active: 1 };
    expect(nextState(state, "a", 3)).toEqual({ state, handled: false });
  });

  it("the active descendant is the active option's id, only while the list shows", () => {
    expect(activeDescendant("box", { open: true, active: 1 }, 3)).toBe(optionId("box", 1));
    expect(activeDescendant("box", { open: false, active: 1 }, 3)).toBeUndefined();
    expect(activeDescendant("box", { open: true, active: -1 }, 3)).toBeUndefined();
    expect(activeDescendant("box", { open: true, active: 3 }, 3)).toBeUndefined();
  });
});

describe("combobox markup", () => {
  const html = renderToStaticMarkup(
    createElement(Combobox<string>, {
      id: "company",
      label: "Add a company",
      listLabel: "Add a company: suggestions",
      text: "",
      onTextChange: () => {},
      options: ["Acme"],
      optionKey: (name) => name,
      renderOption: (name) => name,
      onPick: () => {},
      describedBy: "company-status",
    }),
  );

  it("is a combobox named by its label, controlling a named listbox", () => {
    expect(html).toContain('<label for="company"');
    expect(html).toMatch(/<input[^>]*id="company"[^>]*role="combobox"/);
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('aria-controls="company-listbox"');
    expect(html).toContain('aria-describedby="company-status"');
    expect(html).toMatch(
      /<ul[^>]*id="company-listbox"[^>]*role="listbox"[^>]*aria-label="Add a company: suggestions"/,
    );
  });

  it("starts closed: not expanded, no active descendant, the list hidden", () => {
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain("aria-activedescendant");
    expect(html).toMatch(/role="listbox"[^>]*hidden=""/);
    expect(html).not.toContain('role="option"');
  });
});
