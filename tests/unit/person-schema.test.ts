import { describe, expect, it } from "vitest";
import { parseFields } from "@/lib/validation/field-errors";
import { PERSON_ITEMS, PERSON_LIMITS, personSchema } from "@/lib/validation/person";

const parsePerson = (input: unknown) => parseFields(personSchema, input, PERSON_ITEMS);

const ada = {
  name: "  Ada Lovelace ",
  linkedin_url: " https://www.linkedin.com/in/ada ",
  social_accounts: [
    { account_type: "x", url: "https://x.com/ada" },
    { account_type: "bluesky", url: " https://bsky.app/profile/ada " },
  ],
  companies: [
    { organization_id: 3, role: " CEO ", is_founder: true },
    { organization_id: 7, role: "", is_founder: false },
  ],
};

/** The errors of an input the schema refuses. */
function errorsOf(input: unknown) {
  const result = parsePerson(input);
  if (result.ok) throw new Error("expected the input to be refused");
  return result.errors;
}

describe("person schema", () => {
  it("trims what was typed, and turns blank optional text into null", () => {
    expect(parsePerson(ada)).toEqual({
      ok: true,
      value: {
        name: "Ada Lovelace",
        linkedin_url: "https://www.linkedin.com/in/ada",
        social_accounts: [
          { account_type: "x", url: "https://x.com/ada" },
          { account_type: "bluesky", url: "https://bsky.app/profile/ada" },
        ],
        companies: [
          { organization_id: 3, role: "CEO", is_founder: true },
          { organization_id: 7, role: null, is_founder: false },
        ],
      },
    });
  });

  it("needs only a name: no LinkedIn, accounts or companies", () => {
    expect(parsePerson({ name: "Ada", linkedin_url: "  " })).toEqual({
      ok: true,
      value: { name: "Ada", linkedin_url: null, social_accounts: [], companies: [] },
    });
  });

  it("requires a name", () => {
    expect(errorsOf({ ...ada, name: "   " })).toEqual({ name: "Name is required" });
    expect(errorsOf({ ...ada, name: undefined })).toEqual({ name: "Name is required" });
    expect(errorsOf({ ...ada, name: "x".repeat(PERSON_LIMITS.name + 1) })).toEqual({
      name: `Name must be at most ${PERSON_LIMITS.name} characters`,
    });
  });

  it("accepts only http(s) URLs, naming the field and the list item", () => {
    const errors = errorsOf({
      ...ada,
      linkedin_url: "javascript:alert(1)",
      social_accounts: [ada.social_accounts[0], { account_type: "x", url: "ftp://x.com/ada" }],
    });
    expect(errors).toEqual({
      linkedin_url: "LinkedIn URL must be an http(s) URL",
      "social_accounts.1.url": "Social account 2: URL must be an http(s) URL",
    });
  });

  it("requires a listed type and a URL on every social account", () => {
    const errors = errorsOf({
      ...ada,
      social_accounts: [
        { account_type: "", url: "" },
        { account_type: "myspace", url: "https://myspace.com/ada" },
      ],
    });
    expect(errors).toEqual({
      "social_accounts.0.account_type":
        "Social account 1: Type must be one of the listed platforms",
      "social_accounts.0.url": "Social account 1: URL is required",
      "social_accounts.1.account_type":
        "Social account 2: Type must be one of the listed platforms",
    });
  });

  it("refuses the same social URL twice, whatever its case", () => {
    const errors = errorsOf({
      ...ada,
      social_accounts: [
        ...ada.social_accounts,
        { account_type: "other", url: "HTTPS://X.COM/ada" },
      ],
    });
    expect(errors).toEqual({
      "social_accounts.2.url": "Social account 3: URL is already listed as social account 1",
    });
  });

  it("refuses the same company twice", () => {
    const errors = errorsOf({
      ...ada,
      companies: [...ada.companies, { organization_id: 3, role: "CTO", is_founder: false }],
    });
    expect(errors).toEqual({
      "companies.2.organization_id": "Company 3: this company is already listed as company 1",
    });
  });

  it("refuses a company that is not an id, and a role that is too long", () => {
    const errors = errorsOf({
      ...ada,
      companies: [
        { organization_id: "3; drop table keyperson", role: "CEO", is_founder: false },
        { organization_id: 7, role: "r".repeat(PERSON_LIMITS.role + 1), is_founder: false },
      ],
    });
    expect(errors).toEqual({
      "companies.0.organization_id": "Company 1: this company is unknown",
      "companies.1.role": `Company 2: Role must be at most ${PERSON_LIMITS.role} characters`,
    });
  });

  it("caps the lists", () => {
    const accounts = Array.from({ length: PERSON_LIMITS.accounts + 1 }, (_, i) => ({
      account_type: "other",
      url: `https://example.com/${i}`,
    }));
    expect(errorsOf({ ...ada, social_accounts: accounts })).toEqual({
      social_accounts: `At most ${PERSON_LIMITS.accounts} social accounts`,
    });
  });

  it("names malformed list items without failing on them", () => {
    const errors = errorsOf({
      name: "Ada",
      social_accounts: [{ account_type: "x" }, null],
      companies: [{}, 7],
    });
    expect(errors).toEqual({
      "social_accounts.0.url": "Social account 1: URL is required",
      "social_accounts.1": "Social account 2: must have a type and a URL",
      "companies.0.organization_id": "Company 1: this company is unknown",
      "companies.1": "Company 2: must be a company with a role",
    });
  });

  it("refuses what is not a person at all", () => {
    expect(errorsOf(null)).toHaveProperty("form");
    expect(errorsOf({ ...ada, social_accounts: "x" })).toEqual({
      social_accounts: "Social accounts must be a list",
    });
  });
});
