import { describe, expect, it } from "vitest";
import { parseFields } from "@/lib/validation/field-errors";
import { categorySchema, idListSchema, tagSchema } from "@/lib/validation/tag";

describe("tag and category input", () => {
  it("trims names and keeps an empty description as none", () => {
    expect(
      parseFields(tagSchema, { name: "  Rust ", description: "  ", category_id: "3" }),
    ).toEqual({
      ok: true,
      value: { name: "Rust", description: null, category_id: 3 },
    });
  });

  it("refuses empty, whitespace and 500-character names, naming the field", () => {
    expect(parseFields(categorySchema, { name: "   " })).toEqual({
      ok: false,
      errors: { name: "Category name is required" },
    });
    expect(parseFields(tagSchema, { name: "x".repeat(500), category_id: 1 })).toEqual({
      ok: false,
      errors: { name: "Tag name must be at most 100 characters" },
    });
  });

  it("needs a tag's category", () => {
    for (const category_id of ["", undefined, 0, -4, "abc"]) {
      expect(parseFields(tagSchema, { name: "Rust", category_id })).toEqual({
        ok: false,
        errors: { category_id: "Category is required" },
      });
    }
  });

  it("refuses a category id beyond any row's, rather than failing in the database", () => {
    expect(parseFields(tagSchema, { name: "Rust", category_id: 3_000_000_000 })).toEqual({
      ok: false,
      errors: { category_id: "Category does not exist" },
    });
  });

  it("needs at least one id in a selection, and drops repeats", () => {
    expect(parseFields(idListSchema("tag"), [])).toEqual({
      ok: false,
      errors: { form: "Choose at least one tag" },
    });
    expect(parseFields(idListSchema("organization"), [2, 2, "3"])).toEqual({
      ok: true,
      value: [2, 3],
    });
    expect(parseFields(idListSchema("tag", 2), [1, 2, 3])).toMatchObject({ ok: false });
  });
});
