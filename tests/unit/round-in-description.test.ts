import { describe, expect, it } from "vitest";
import { roundTypeInDescription, roundTypeOf } from "@/lib/domain/round-in-description";

const SUPABASE =
  "Supabase develops an open source Postgres development platform. It was founded in 2020. " +
  "It raised a $200 million Series D in April 2025 and a $100 million Series E at a $5 billion " +
  "valuation in October 2025.";

describe("roundTypeInDescription", () => {
  it("reads each of two rounds named in one sentence by its amount and month", () => {
    expect(roundTypeInDescription(SUPABASE, 200_000_000, "2025-04-22")).toBe("series_d");
    expect(roundTypeInDescription(SUPABASE, 100_000_000, "2025-10-03")).toBe("series_e");
  });

  it("names nothing when the amount or the month differs", () => {
    expect(roundTypeInDescription(SUPABASE, 200_000_000, "2025-10-03")).toBeNull();
    expect(roundTypeInDescription(SUPABASE, 150_000_000, "2025-04-22")).toBeNull();
    // The valuation is an amount of the sentence, but of no round.
    expect(roundTypeInDescription(SUPABASE, 5_000_000_000, "2025-10-03")).toBeNull();
  });

  it("reads a sentence whose round is named apart from its date", () => {
    const text = "Acme raised $50M in a Series B round led by Sequoia and Accel in June 2024.";
    expect(roundTypeInDescription(text, 50_000_000, "2024-06-10")).toBe("series_b");
  });

  it("takes amounts written in other ways, rounded, and dates with a day", () => {
    expect(
      roundTypeInDescription(
        "In Oct. 3, 2025 it closed a $1.2B Series F.",
        1_203_000_000,
        "2025-10-01",
      ),
    ).toBe("series_f");
    expect(
      roundTypeInDescription(
        "A US$ 750K pre-seed round came in March 2021.",
        750_000,
        "2021-03-30",
      ),
    ).toBe("seed");
  });

  it("takes no valuation for a round's amount", () => {
    const text = "In June 2024 Acme, valued at $1 billion, raised a Series C.";
    expect(roundTypeInDescription(text, 1_000_000_000, "2024-06-01")).toBeNull();
  });

  it("names nothing without a description, an amount or a date", () => {
    expect(roundTypeInDescription(null, 200_000_000, "2025-04-22")).toBeNull();
    expect(roundTypeInDescription(SUPABASE, null, "2025-04-22")).toBeNull();
    expect(roundTypeInDescription(SUPABASE, 200_000_000, null)).toBeNull();
  });
});

describe("roundTypeOf", () => {
  const round = {
    stored: null,
    text: "Supabase nabs $5B valuation",
    amountUsd: 100_000_000,
    date: "2025-10-03",
  };

  it("takes the curator's type first, then the headline's, then the description's", () => {
    expect(roundTypeOf({ ...round, stored: "growth" }, SUPABASE)).toBe("growth");
    expect(roundTypeOf({ ...round, text: "Supabase raises $100M Series C" }, SUPABASE)).toBe(
      "series_c",
    );
    expect(roundTypeOf(round, SUPABASE)).toBe("series_e");
    expect(roundTypeOf(round, null)).toBeNull();
  });
});
