import { describe, expect, it } from "vitest";
import { withPlaceholders } from "@/lib/domain/placeholders";

const kinds = (count: number) =>
  withPlaceholders(Array.from({ length: count }, (_, i) => i)).map((slot) =>
    slot.kind === "item" ? slot.item : "P",
  );

describe("withPlaceholders", () => {
  it("puts placeholders at positions 0, 11 and 22 of the result", () => {
    const slots = kinds(30);
    expect(slots).toHaveLength(33);
    expect(slots.flatMap((slot, index) => (slot === "P" ? [index] : []))).toEqual([0, 11, 22]);
    expect(slots.filter((slot) => slot !== "P")).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("keeps the items' order between the placeholders", () => {
    const slots = kinds(30);
    expect(slots.slice(0, 3)).toEqual(["P", 0, 1]);
    expect(slots.slice(10, 13)).toEqual([9, "P", 10]);
    expect(slots.slice(21, 24)).toEqual([19, "P", 20]);
  });

  it("skips positions past the end for short lists", () => {
    expect(kinds(0)).toEqual(["P"]);
    expect(kinds(3)).toEqual(["P", 0, 1, 2]);
    expect(kinds(10)).toEqual(["P", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "P"]);
  });

  it("accepts other positions, in any order", () => {
    const slots = withPlaceholders(["a", "b"], [2, 0]).map((s) =>
      s.kind === "item" ? s.item : "P",
    );
    expect(slots).toEqual(["P", "a", "P", "b"]);
  });
});
