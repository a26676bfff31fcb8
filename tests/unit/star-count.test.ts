import { describe, expect, it } from "vitest";
import { formatStarsCompact, formatStarsExact } from "@/lib/domain/star-count";

describe("star counts", () => {
  it("are compact as on GitHub, to a tenth of their unit", () => {
    expect(formatStarsCompact(0)).toBe("0");
    expect(formatStarsCompact(950)).toBe("950");
    expect(formatStarsCompact(1_000)).toBe("1k");
    expect(formatStarsCompact(80_123)).toBe("80.1k");
    expect(formatStarsCompact(80_150)).toBe("80.2k");
    expect(formatStarsCompact(99_960)).toBe("100k");
    expect(formatStarsCompact(999_950)).toBe("1m");
    expect(formatStarsCompact(1_234_567)).toBe("1.2m");
  });

  it("are exact with thousands separators and the right noun", () => {
    expect(formatStarsExact(1)).toBe("1 star");
    expect(formatStarsExact(999)).toBe("999 stars");
    expect(formatStarsExact(80_123)).toBe("80,123 stars");
    expect(formatStarsExact(1_234_567)).toBe("1,234,567 stars");
  });
});
