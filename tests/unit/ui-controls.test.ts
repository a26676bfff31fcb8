import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RemovableChip } from "@/components/ui/chip";
import { TextField } from "@/components/ui/controlled-fields";
import { Select, TextControl } from "@/components/ui/controls";
import { inputClass, Label } from "@/components/ui/field";
import { fieldBinder } from "@/components/ui/field-binder";

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe("bare controls", () => {
  it("a select lists its options in order and marks the chosen one", () => {
    const markup = html(
      createElement(Select, {
        value: "b",
        onChange: () => {},
        options: [
          { value: "a", label: "Alpha" },
          { value: "b", label: "Beta" },
        ],
      }),
    );
    expect(markup).toBe(
      `<select class="${inputClass}"><option value="a">Alpha</option><option value="b" selected="">Beta</option></select>`,
    );
  });

  it("a text control is a box, or an area with rows; a read-only one is greyed", () => {
    expect(html(createElement(TextControl, { name: "q", defaultValue: "x" }))).toBe(
      `<input class="${inputClass}" type="text" name="q" value="x"/>`,
    );
    expect(html(createElement(TextControl, { rows: 3, value: "", onChange: () => {} }))).toMatch(
      /^<textarea[^>]*rows="3"/,
    );
    expect(html(createElement(TextControl, { readOnly: true, value: "" }))).toContain(
      `class="${inputClass} bg-slate-100"`,
    );
  });
});

describe("field adornments", () => {
  const field = { id: "amount", label: "Amount", value: "12", onChange: () => {} };

  it("a prefix sits inside the box, hidden from assistive technology", () => {
    const markup = html(createElement(TextField, { ...field, prefix: "$" }));
    expect(markup).toContain('<span aria-hidden="true"');
    expect(markup).toContain(`class="${inputClass} pl-7"`);
  });

  it("an addon sits beside the box, whose wrapper stays while the addon is false", () => {
    const link = createElement("a", { href: "https://example.com" }, "Open");
    expect(html(createElement(TextField, { ...field, addon: link }))).toMatch(
      /<div class="flex gap-2"><input[^>]*\/><a href/,
    );
    expect(html(createElement(TextField, { ...field, addon: false }))).toContain(
      '<div class="flex gap-2"><input',
    );
    expect(html(createElement(TextField, field))).not.toContain("flex gap-2");
  });

  it("a hidden label is there for assistive technology only", () => {
    const markup = html(
      createElement(Label, { htmlFor: "q", visuallyHidden: true } as never, "Search"),
    );
    expect(markup).toBe('<label for="q" class="sr-only">Search</label>');
  });
});

describe("removable chip", () => {
  it("names its × button", () => {
    const markup = html(
      createElement(
        RemovableChip,
        { removeLabel: "Remove Acme", onRemove: () => {} } as never,
        "Acme",
      ),
    );
    expect(markup).toMatch(/^<li[^>]*>Acme<button type="button" aria-label="Remove Acme"/);
  });
});

describe("field binder", () => {
  it("ties a field to a key: id, value, error, and a change that sets the key", () => {
    const set: { key?: string; value?: unknown } = {};
    const bind = fieldBinder(
      { title: "Hello", year: "2020" },
      { title: "Too short" },
      (key, value) => Object.assign(set, { key, value }),
    );
    const props = bind("title");
    expect(props).toMatchObject({ id: "title", value: "Hello", error: "Too short" });
    props.onChange("Hello world");
    expect(set).toEqual({ key: "title", value: "Hello world" });
    expect(bind("year").error).toBeUndefined();
  });
});
