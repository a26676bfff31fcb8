import { describe, expect, it } from "vitest";
import { formatFundingAmount, parseFundingAmount } from "@/lib/domain/funding-amount";
import { headlineEditPath, parseReviewSet } from "@/lib/domain/headline-review";
import { parseRowId } from "@/lib/domain/row-id";
import { fieldError, parseFields } from "@/lib/validation/field-errors";
import { headlineSchema } from "@/lib/validation/headline";

const parseHeadline = (input: unknown) => parseFields(headlineSchema, input);

const valid = {
  url: "https://news.example/a",
  description: "Acme raises",
  headline_type: "funding",
  headline_date: "2025-01-31",
  media_outlet: " ",
  total_amount: "12.5M",
  published: false,
  organization_ids: [3, 3, 4],
};

describe("parseFundingAmount", () => {
  it.each([
    ["12.5M", 12_500_000],
    ["1.2B", 1_200_000_000],
    ["3,000,000", 3_000_000],
    ["$750K", 750_000],
    ["  40 million ", 40_000_000],
    ["", null],
  ])("reads %j", (text, amount) => expect(parseFundingAmount(text)).toBe(amount));
  it.each(["abc", "12.5X", "1,2,3", "-5M", "12..5"])("refuses %j", (text) =>
    expect(parseFundingAmount(text)).toBeUndefined(),
  );
  it("writes amounts back the way curators type them", () => {
    expect(formatFundingAmount(12_500_000)).toBe("12.5M");
    expect(formatFundingAmount(1_200_000_000)).toBe("1.2B");
    expect(formatFundingAmount(1234)).toBe("1.234K");
    expect(formatFundingAmount(null)).toBe("");
  });
});

describe("parseHeadline", () => {
  it("accepts a valid headline: amount in USD, blank outlet null, companies once each", () => {
    const parsed = parseHeadline(valid);
    expect(parsed).toEqual({
      ok: true,
      value: {
        ...valid,
        media_outlet: null,
        total_amount: 12_500_000,
        round_type: null,
        organization_ids: [3, 4],
      },
    });
  });
  it("drops the amount of a headline that is not funding", () => {
    const parsed = parseHeadline({ ...valid, headline_type: "announcement", total_amount: "junk" });
    expect(parsed.ok && parsed.value.total_amount).toBeNull();
  });
  it("names each required field", () => {
    expect(parseHeadline({})).toEqual({
      ok: false,
      errors: {
        url: "URL is required",
        description: "Title is required",
        headline_type: "Headline Type is required",
        headline_date: "Date is required",
      },
    });
  });
  it.each([
    [
      { url: "javascript:alert(1)" },
      "url",
      "URL must be an http(s) URL, such as https://example.com/article",
    ],
    [
      { url: `https://x.example/${"a".repeat(2040)}` },
      "url",
      "URL must be at most 2048 characters",
    ],
    [{ headline_date: "2025-02-30" }, "headline_date", "Date must be a date (YYYY-MM-DD)"],
    [{ headline_date: "yesterday" }, "headline_date", "Date must be a date (YYYY-MM-DD)"],
    [
      { total_amount: "lots" },
      "total_amount",
      "Funding Amount must be a number, such as 12.5M, 1.2B or 3,000,000",
    ],
    [
      { organization_ids: ["1"] },
      "organization_ids",
      "Invalid input: expected number, received string",
    ],
  ])("refuses %#: %s", (change, field, message) => {
    const parsed = parseHeadline({ ...valid, ...change });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(fieldError(parsed.errors, field)).toBe(message);
  });
});

describe("review sets", () => {
  it("parses the set and the id from the URL", () => {
    expect(parseReviewSet("unpublished")).toBe("unpublished");
    expect(parseReviewSet(["published"])).toBe("all");
    expect(parseReviewSet(undefined)).toBe("all");
    expect(parseRowId("12")).toBe(12);
    expect(parseRowId("012")).toBeNull();
    expect(parseRowId("99999999999")).toBeNull();
  });
  it("keeps the set in the edit page's URL", () => {
    expect(headlineEditPath(5)).toBe("/admin/headlines/5/edit");
    expect(headlineEditPath(5, "published")).toBe("/admin/headlines/5/edit?set=published");
  });
});
