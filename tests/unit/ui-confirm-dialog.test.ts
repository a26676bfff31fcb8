import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { nextFocusIndex } from "@/components/ui/focus-trap";

describe("focus trap", () => {
  it("Tab moves forward and wraps from the last control to the first", () => {
    expect(nextFocusIndex(0, 3, false)).toBe(1);
    expect(nextFocusIndex(2, 3, false)).toBe(0);
  });

  it("Shift+Tab moves back and wraps from the first control to the last", () => {
    expect(nextFocusIndex(1, 3, true)).toBe(0);
    expect(nextFocusIndex(0, 3, true)).toBe(2);
  });

  it("a focus outside the dialog comes in at the near end", () => {
    expect(nextFocusIndex(-1, 3, false)).toBe(0);
    expect(nextFocusIndex(-1, 3, true)).toBe(2);
  });

  it("a dialog with one control keeps the focus on it, one with none has nowhere to go", () => {
    expect(nextFocusIndex(0, 1, false)).toBe(0);
    expect(nextFocusIndex(0, 1, true)).toBe(0);
    expect(nextFocusIndex(-1, 0, false)).toBe(-1);
  });
});

describe("confirm dialog markup", () => {
  const render = (extra: Partial<Omit<Parameters<typeof ConfirmDialog>[0], "children">> = {}) =>
    renderToStaticMarkup(
      createElement(
        ConfirmDialog,
        {
          title: "Delete Person?",
          open: false,
          busy: false,
          confirmLabel: "Yes",
          onConfirm: () => {},
          onCancel: () => {},
          ...extra,
        },
        createElement("p", null, "This action cannot be undone."),
      ),
    );

  it("is a modal dialog named by its title and described by its question", () => {
    const html = render();
    expect(html).toContain('aria-modal="true"');
    const labelled = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    const described = html.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${labelled}"`);
    expect(html).toMatch(new RegExp(`id="${described}"[^>]*><p>This action cannot be undone.</p>`));
    expect(html).toContain(">Delete Person?</h2>");
  });

  it("offers Cancel (focused first) and the spec's confirming words", () => {
    const html = render();
    expect(html).toMatch(/<button type="button"[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/>Yes<\/button>/);
  });

  it("while busy the confirming button is disabled and says so", () => {
    const html = render({ busy: true, busyLabel: "Deleting…" });
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Deleting…<\/button>/);
  });

  it("holds the confirming button back when told", () => {
    expect(render({ confirmDisabled: true })).toMatch(/disabled=""[^>]*>Yes<\/button>/);
  });
});
