import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadedSection } from "@/components/ui/headed-section";

describe("headed section", () => {
  it("is a region named by its own heading", () => {
    const html = renderToStaticMarkup(
      createElement(HeadedSection, { id: "merge-heading", title: "Merge" }, "Body"),
    );
    expect(html).toMatch(/^<section aria-labelledby="merge-heading" class="space-y-3">/);
    expect(html).toContain('<h2 id="merge-heading" class="text-lg font-semibold text-slate-900">');
    expect(html).toContain("Merge</h2>Body</section>");
  });

  it("takes the brand's colour and its own spacing", () => {
    const html = renderToStaticMarkup(
      createElement(
        HeadedSection,
        { id: "quick", title: "Quick Actions", tone: "brand", className: "space-y-2" },
        "Links",
      ),
    );
    expect(html).toContain('class="space-y-2"');
    expect(html).toContain('class="text-lg font-semibold text-brand"');
  });
});
