import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeProblem, fieldErrorsOf, problemsOf } from "@/lib/validation/field-errors";

const URL_MESSAGE = "must be an http(s) URL, such as https://example.com";

describe("describeProblem", () => {
  it("names a field of the company by its label", () => {
    expect(describeProblem("year_founded", "must be a 4-digit year")).toBe(
      "year founded: must be a 4-digit year",
    );
    expect(describeProblem("logo_url", URL_MESSAGE)).toBe(`logo URL: ${URL_MESSAGE}`);
    expect(describeProblem("description", "must be at most 10,000 characters")).toBe(
      "description: must be at most 10,000 characters",
    );
  });

  it("names a list item counted from 1, and its field", () => {
    expect(describeProblem("websites.0", URL_MESSAGE)).toBe(`Website 1: ${URL_MESSAGE}`);
    expect(describeProblem("key_people.1.linkedin_url", URL_MESSAGE)).toBe(
      `Key person 2, LinkedIn URL: ${URL_MESSAGE}`,
    );
    expect(describeProblem("key_people.0.social_accounts.2.url", URL_MESSAGE)).toBe(
      `Key person 1, Social account 3, URL: ${URL_MESSAGE}`,
    );
    expect(describeProblem("projects.3.resources_url", URL_MESSAGE)).toBe(
      `Project 4, repository URL: ${URL_MESSAGE}`,
    );
    expect(describeProblem("projects.0.info_url", URL_MESSAGE)).toBe(
      `Project 1, documentation URL: ${URL_MESSAGE}`,
    );
    expect(describeProblem("socials.0.url", URL_MESSAGE)).toBe(`Social 1, URL: ${URL_MESSAGE}`);
    expect(describeProblem("valuation.source_url", URL_MESSAGE)).toBe(
      `valuation, source URL: ${URL_MESSAGE}`,
    );
  });

  it("names the list item of a database refusal", () => {
    expect(describeProblem("tags.2.category", 'no tag category named "colour"')).toBe(
      'Tag 3, category: no tag category named "colour"',
    );
  });

  it("uses a message that names its own field as it is, after its list item", () => {
    expect(describeProblem("name", "Organization name is required")).toBe(
      "Organization name is required",
    );
    expect(describeProblem("key_people.1.name", "Key person name is required")).toBe(
      "Key person 2: Key person name is required",
    );
    expect(describeProblem("websites.2", "duplicate website")).toBe("Website 3: duplicate website");
  });

  it("names the field of a message Zod wrote, which begins with a capital", () => {
    const message = "Invalid input: expected string, received number";
    expect(describeProblem("city", message)).toBe(`city: ${message}`);
    expect(describeProblem("key_people.0.role", message)).toBe(`Key person 1, role: ${message}`);
  });

  it("gives a message without a path as it is", () => {
    expect(describeProblem("", "Something went wrong")).toBe("Something went wrong");
  });
});

describe("fieldErrorsOf and problemsOf", () => {
  const schema = z.object({
    year_founded: z.number("must be a 4-digit year").min(1000, "must be a 4-digit year"),
    websites: z.array(z.string().startsWith("https://", URL_MESSAGE).min(12, "too short")),
  });

  it("keeps the first problem of each field, by its path", () => {
    const result = schema.safeParse({ year_founded: "x", websites: ["ok", "https://example.com"] });
    expect(fieldErrorsOf(result.error!)).toEqual({
      year_founded: "must be a 4-digit year",
      "websites.0": URL_MESSAGE,
    });
  });

  it("makes each field's problem a sentence naming it", () => {
    expect(
      problemsOf({ year_founded: "must be a 4-digit year", "websites.1": URL_MESSAGE }),
    ).toEqual(["year founded: must be a 4-digit year", `Website 2: ${URL_MESSAGE}`]);
    expect(problemsOf({})).toEqual([]);
  });
});
