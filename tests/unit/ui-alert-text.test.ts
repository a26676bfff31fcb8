import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AlertText, refusalOf } from "@/components/ui/alert-text";

describe("alert text", () => {
  it("says nothing without text", () => {
    expect(renderToStaticMarkup(createElement(AlertText, null, null))).toBe("");
    expect(renderToStaticMarkup(createElement(AlertText, null, ""))).toBe("");
  });

  it("is a red alert, with extra classes when told", () => {
    const html = renderToStaticMarkup(createElement(AlertText, { className: "mt-2" }, "Refused"));
    expect(html).toBe('<p role="alert" class="text-sm text-red-700 mt-2">Refused</p>');
  });

  it("shows only a refused answer's message", () => {
    expect(refusalOf(null)).toBeNull();
    expect(refusalOf({ ok: true, message: "Deleted." })).toBeNull();
    expect(refusalOf({ ok: false, message: "Person not found" })).toBe("Person not found");
  });
});
