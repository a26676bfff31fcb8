import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "@/components/ui/button";

describe("button", () => {
  it("is a plain button in the secondary look unless told", () => {
    const html = renderToStaticMarkup(createElement(Button, null, "Cancel"));
    expect(html).toBe(`<button type="button" class="${buttonClass.secondary}">Cancel</button>`);
  });

  it("takes a variant, a submit type and extra classes", () => {
    const html = renderToStaticMarkup(
      createElement(Button, { variant: "danger", type: "submit", className: "ml-2" }, "Delete"),
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain(`class="${buttonClass.danger} ml-2"`);
  });

  it("every look shows a keyboard focus ring and a disabled state", () => {
    for (const look of Object.values(buttonClass)) {
      expect(look).toMatch(/focus-visible:outline/);
      expect(look).toMatch(/disabled:opacity/);
    }
  });
});
