import { describe, expect, it } from "vitest";
import { rowIdSchema } from "@/lib/validation/row-id";

const problemOf = (value: unknown) => {
  const parsed = rowIdSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("the row id every action parses", () => {
  it("takes a whole positive number, or its digits", () => {
    expect(rowIdSchema.parse(12)).toBe(12);
    expect(rowIdSchema.parse("12")).toBe(12);
    expect(rowIdSchema.parse(" 12 ")).toBe(12);
    expect(rowIdSchema.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it("refuses anything else, saying why", () => {
    expect(problemOf(0)).toBe("must be positive");
    expect(problemOf(-3)).toBe("must be positive");
    expect(problemOf(1.5)).toBe("must be a whole number");
    expect(problemOf(2_147_483_648)).toBe("is too large");
    expect(problemOf("2147483648")).toBe("is too large");
    for (const value of ["", "1e3", "0x10", "12abc", null, undefined, {}, [1]]) {
      expect(problemOf(value), JSON.stringify(value)).toBe("must be a number");
    }
  });
});
