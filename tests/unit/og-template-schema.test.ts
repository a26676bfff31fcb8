import { describe, expect, it } from "vitest";
import { DEFAULT_OG_TEMPLATE } from "@/lib/domain/og-template";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { ogTemplateSchema, templateProblem } from "@/lib/validation/og-template";

const problemOf = (change: Record<string, unknown>) => {
  const parsed = ogTemplateSchema.safeParse({ ...DEFAULT_OG_TEMPLATE, ...change });
  return parsed.success ? null : templateProblem(fieldErrorsOf(parsed.error));
};

describe("the template schema", () => {
  it("accepts the default template and upper-cases colours", () => {
    const parsed = ogTemplateSchema.parse({ ...DEFAULT_OG_TEMPLATE, text_color: "#abcdef" });
    expect(parsed.text_color).toBe("#ABCDEF");
  });

  it("refuses a 10,000-character name", () => {
    expect(problemOf({ name: "x".repeat(10_000) })).toBe(
      "Template name must be at most 100 characters",
    );
  });

  it("names the field of a value of the wrong type", () => {
    expect(problemOf({ show_city: "yes" })).toBe(
      "show_city: Invalid input: expected boolean, received string",
    );
  });

  it.each([
    [{ title_size: 23 }, "Title size must be between 24 and 128"],
    [{ title_size: 129 }, "Title size must be between 24 and 128"],
    [{ short_description_size: 73 }, "Short description size must be between 12 and 72"],
    [{ description_size: 11 }, "Description size must be between 12 and 72"],
    [{ details_size: 80 }, "Details size must be between 12 and 72"],
    [{ avatar_size: 241 }, "Avatar size must be between 20 and 240"],
    [{ avatar_background_size: 39 }, "Avatar background size must be between 40 and 240"],
    [{ avatar_y: 581 }, "Avatar y must be between 20 and 580"],
    [{ brand_logo_width: 201 }, "Brand logo width must be between 20 and 200"],
    [{ brand_logo_height: 19 }, "Brand logo height must be between 20 and 200"],
    [{ element_positions: { title: { x: 1201 } } }, "Element x must be between 0 and 1200"],
    [{ element_positions: { title: { y: -1 } } }, "Element y must be between 0 and 630"],
    [{ title_size: 56.5 }, "Title size must be a whole number"],
    [{ spacers: { title: 301 } }, "Spacer must be between 0 and 300"],
    [{ layout: "diagonal" }, "Layout must be one of centered, left, right"],
    [{ logo_size: "huge" }, "Logo size must be one of small, medium, large"],
    [
      { font_family: "Comic Sans" },
      "Font family must be one of Arial, Helvetica, Georgia, Times New Roman, Courier New",
    ],
    [{ background_color: "blue" }, "Background colour must be a colour such as #00274C"],
    [{ accent_color: "#12345" }, "Accent colour must be a colour such as #00274C"],
    [{ name: "  " }, "Template name is required"],
    [
      { element_order: ["logo", "title"] },
      "Element order must list each of logo, header, title, short_description, description, details once",
    ],
  ])("refuses a bad value: %s", (change, message) => {
    expect(problemOf(change)).toBe(message);
  });
});
