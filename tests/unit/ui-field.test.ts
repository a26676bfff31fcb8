import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField, TextField } from "@/components/ui/controlled-fields";
import { fieldAria } from "@/components/ui/field-aria";
import { FormStateContext, TextField as SubmittedTextField } from "@/components/embed/fields";

describe("field ARIA", () => {
  it("a field with neither hint nor error has no ARIA attributes", () => {
    expect(fieldAria("name")).toEqual({});
  });

  it("a hint describes the control", () => {
    expect(fieldAria("name", undefined, true)).toEqual({ "aria-describedby": "name-hint" });
  });

  it("an error marks the control invalid and describes it, after the hint", () => {
    expect(fieldAria("name", "Required", true)).toEqual({
      "aria-invalid": true,
      "aria-describedby": "name-hint name-error",
    });
    expect(fieldAria("name", "Required")).toEqual({
      "aria-invalid": true,
      "aria-describedby": "name-error",
    });
  });
});

describe("field markup", () => {
  const text = (error?: string) =>
    renderToStaticMarkup(
      createElement(TextField, {
        id: "city",
        label: "City",
        value: "Berlin",
        onChange: () => {},
        hint: "Town and country",
        error,
        required: true,
      }),
    );

  it("labels the control and ties the hint to it", () => {
    const html = text();
    expect(html).toContain('<label for="city"');
    expect(html).toMatch(/<input[^>]*id="city"[^>]*aria-describedby="city-hint"/);
    expect(html).toContain('<p id="city-hint"');
    expect(html).not.toContain("aria-invalid");
  });

  it("an error is shown under the control, which is invalid and points at it", () => {
    const html = text("City is required");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="city-hint city-error"');
    expect(html).toMatch(/<p id="city-error"[^>]*>City is required<\/p>/);
  });

  it("a checkbox's hint describes it", () => {
    const html = renderToStaticMarkup(
      createElement(CheckboxField, {
        id: "published",
        label: "Published",
        checked: true,
        onChange: () => {},
        hint: "Shown to visitors",
      }),
    );
    expect(html).toMatch(/type="checkbox"[^>]*aria-describedby="published-hint"/);
  });

  it("a submitted form's field takes its error from the state and keeps its name", () => {
    const html = renderToStaticMarkup(
      createElement(
        FormStateContext,
        { value: { values: { email: "x" }, errors: { email: "Not an email" } } as never },
        createElement(SubmittedTextField, { name: "email", label: "Email", type: "email" }),
      ),
    );
    expect(html).toMatch(/<input[^>]*id="email"[^>]*name="email"/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-error"');
    expect(html).toContain('value="x"');
  });
});
