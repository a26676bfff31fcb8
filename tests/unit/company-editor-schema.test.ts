import { describe, expect, it } from "vitest";
import { companyEditorSchema, companyJsonSchema } from "@/lib/validation/company-json";
import { fieldErrorsOf, problemsOf } from "@/lib/validation/field-errors";

/** A complete editor form, which each test spoils in one place. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: "Example Data",
    organization_type: "company",
    description: "Makes an open source example database.",
    short_description: "Open source example database",
    city: "Berlin, Germany",
    year_founded: 2019,
    total_funding: "1.5B",
    published: false,
    logo_url: "https://example.com/logo.png",
    fallback_avatar: false,
    websites: ["https://example.com"],
    key_people: [
      {
        name: "Ada Example",
        role: "CEO",
        linkedin_url: "https://www.linkedin.com/in/ada-example",
        is_founder: true,
        social_accounts: [{ account_type: "x", url: "https://x.com/ada" }],
      },
    ],
    projects: [
      {
        name: "exampledb",
        resources_url: "https://github.com/example/exampledb",
        info_url: "https://docs.example.com",
        license: "Apache-2.0",
        description: "The database.",
      },
    ],
    socials: [{ type: "github", url: "https://github.com/example" }],
    tags: [{ category: "industry", name: "Data Infrastructure" }],
    valuation: { amount: "$2.5B", date: "2025-06-01", source_url: "https://news.example.com/v" },
    ...overrides,
  };
}

const person = (fields: Record<string, unknown>) => ({ name: "Ada Example", ...fields });
const project = (fields: Record<string, unknown>) => ({
  name: "exampledb",
  resources_url: "https://github.com/example/exampledb",
  ...fields,
});
const valuation = (fields: Record<string, unknown>) => ({ amount: "$2.5B", ...fields });

/** The sentences the editor shows for a form, or [] when it is accepted. */
function problems(values: Record<string, unknown>): string[] {
  const result = companyEditorSchema.safeParse(values);
  return result.success ? [] : problemsOf(fieldErrorsOf(result.error));
}

// Each case: a form spoilt in one field, and how the sentence about it begins.
const WRONG_TYPES: [field: string, overrides: Record<string, unknown>, begins: string][] = [
  ["name", { name: 5 }, "Organization name is required"],
  ["organization_type", { organization_type: 1 }, "organization type: "],
  ["description", { description: 5 }, "description: "],
  ["short_description", { short_description: ["a"] }, "short description: "],
  ["city", { city: 5 }, "city: "],
  ["year_founded", { year_founded: true }, "year founded: must be a 4-digit year"],
  ["total_funding", { total_funding: true }, "total funding: "],
  ["published", { published: "yes" }, "published: "],
  ["logo_url", { logo_url: 5 }, "logo URL: "],
  ["fallback_avatar", { fallback_avatar: "x" }, "fallback avatar: "],
  ["websites", { websites: "https://example.com" }, "websites: "],
  ["a website", { websites: ["https://example.com", 5] }, "Website 2: "],
  ["key_people", { key_people: "Ada Example" }, "key people: "],
  ["a person's name", { key_people: [person({ name: 5 })] }, "Key person 1: Key person name"],
  ["a person's role", { key_people: [person({ role: 5 })] }, "Key person 1, role: "],
  [
    "a person's LinkedIn URL",
    { key_people: [person({ linkedin_url: 5 })] },
    "Key person 1, LinkedIn URL: ",
  ],
  ["is_founder", { key_people: [person({ is_founder: "yes" })] }, "Key person 1, is founder: "],
  [
    "social_accounts",
    { key_people: [person({ social_accounts: "x" })] },
    "Key person 1, social accounts: ",
  ],
  [
    "a social account's type",
    { key_people: [person({ social_accounts: [{ account_type: 5, url: "https://x.com/a" }] })] },
    "Key person 1, Social account 1, type: ",
  ],
  [
    "a social account's URL",
    { key_people: [person({ social_accounts: [{ account_type: "x", url: 5 }] })] },
    "Key person 1, Social account 1, URL: ",
  ],
  ["projects", { projects: {} }, "projects: "],
  ["a project's name", { projects: [project({ name: 5 })] }, "Project 1: Project name"],
  [
    "a project's repository URL",
    { projects: [project({ resources_url: 5 })] },
    "Project 1, repository URL: ",
  ],
  [
    "a project's description",
    { projects: [project({ description: 5 })] },
    "Project 1, description: ",
  ],
  [
    "a project's documentation URL",
    { projects: [project({ info_url: 5 })] },
    "Project 1, documentation URL: ",
  ],
  ["a project's license", { projects: [project({ license: 5 })] }, "Project 1, license: "],
  ["socials", { socials: "github" }, "socials: "],
  ["a social's type", { socials: [{ type: 5, url: "https://github.com/x" }] }, "Social 1: Type"],
  ["a social's URL", { socials: [{ type: "github", url: 5 }] }, "Social 1, URL: "],
  ["tags", { tags: "Database" }, "tags: "],
  ["a tag's category", { tags: [{ category: 5, name: "Database" }] }, "Tag 1: Category"],
  ["a tag's name", { tags: [{ category: "industry", name: 5 }] }, "Tag 1: Tag name"],
  ["valuation", { valuation: "$2.5B" }, "valuation: "],
  ["a valuation's amount", { valuation: { amount: true } }, "valuation, amount: "],
  [
    "a valuation's date",
    { valuation: valuation({ date: 20250601 }) },
    "valuation, date: must be a date as YYYY-MM-DD",
  ],
  [
    "a valuation's source URL",
    { valuation: valuation({ source_url: 5 }) },
    "valuation, source URL: ",
  ],
];

describe("companyEditorSchema: a value of the wrong type", () => {
  it("accepts the complete form the tests spoil", () => {
    expect(problems(form())).toEqual([]);
  });

  it.each(WRONG_TYPES)("refuses %s, naming it", (_field, overrides, begins) => {
    const found = problems(form(overrides));
    expect(found).toHaveLength(1);
    expect(found[0].startsWith(begins), `"${found[0]}" begins with "${begins}"`).toBe(true);
  });
});

const NOT_HTTP = ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://x.org"];

// Each URL field, and the form with `url` in it.
const URL_FIELDS: [label: string, at: (url: string) => Record<string, unknown>][] = [
  ["Website 2", (url) => ({ websites: ["https://example.com", url] })],
  ["Key person 1, LinkedIn URL", (url) => ({ key_people: [person({ linkedin_url: url })] })],
  [
    "Key person 1, Social account 1, URL",
    (url) => ({ key_people: [person({ social_accounts: [{ account_type: "x", url }] })] }),
  ],
  ["Project 1, repository URL", (url) => ({ projects: [project({ resources_url: url })] })],
  ["Project 1, documentation URL", (url) => ({ projects: [project({ info_url: url })] })],
  ["logo URL", (url) => ({ logo_url: url })],
  ["Social 1, URL", (url) => ({ socials: [{ type: "github", url }] })],
  ["valuation, source URL", (url) => ({ valuation: valuation({ source_url: url }) })],
];

describe("companyEditorSchema: URLs", () => {
  const cases = URL_FIELDS.flatMap(([label, at]) =>
    NOT_HTTP.map((url) => [label, url, at(url)] as const),
  );
  it.each(cases)("refuses a non-http(s) URL in %s (%s)", (label, _url, overrides) => {
    expect(problems(form(overrides))).toEqual([
      `${label}: must be an http(s) URL, such as https://example.com`,
    ]);
  });

  it("accepts http and https URLs, trimmed", () => {
    const parsed = companyEditorSchema.parse(
      form({ websites: [" http://example.com ", "https://www.example.com/about"] }),
    );
    expect(parsed.websites).toEqual(["http://example.com", "https://www.example.com/about"]);
  });
});

describe("companyEditorSchema: other bad input", () => {
  it.each([99, 12345, "19", 2019.5, "abcd"])("refuses the year %j", (year) => {
    expect(problems(form({ year_founded: year }))).toEqual([
      "year founded: must be a 4-digit year",
    ]);
  });

  it("accepts a 4-digit year given as text", () => {
    expect(companyEditorSchema.parse(form({ year_founded: "2019" })).year_founded).toBe(2019);
  });

  it("refuses a 100 KB description", () => {
    expect(problems(form({ description: "x".repeat(100_000) }))).toEqual([
      "description: must be at most 10,000 characters",
    ]);
  });

  it("refuses a website listed twice, naming the second", () => {
    const websites = ["https://example.com", "https://docs.example.com", " https://example.com"];
    expect(problems(form({ websites }))).toEqual(["Website 3: duplicate website"]);
  });

  it("refuses a tag listed twice (in any case), naming the second", () => {
    const tags = [
      { category: "industry", name: "Data Infrastructure" },
      { category: "technology", name: "Database" },
      { category: "Industry", name: "data infrastructure" },
    ];
    expect(problems(form({ tags }))).toEqual(["Tag 3: duplicate tag"]);
  });

  it("refuses a key person without a name", () => {
    const key_people = [person({}), { name: "  ", role: "CTO" }];
    expect(problems(form({ key_people }))).toEqual(["Key person 2: Key person name is required"]);
  });

  it("refuses a company without a name", () => {
    expect(problems(form({ name: "   " }))).toEqual(["Organization name is required"]);
    expect(problems(form({ name: undefined }))).toEqual(["Organization name is required"]);
  });

  it("refuses a project without a repository, a social without a type, a tag without a name", () => {
    expect(
      problems(
        form({
          projects: [{ name: "exampledb" }],
          socials: [{ type: "", url: "https://github.com/example" }],
          tags: [{ category: "industry", name: "" }],
        }),
      ),
    ).toEqual([
      expect.stringMatching(/^Project 1, repository URL: /),
      "Social 1: Type is required",
      "Tag 1: Tag name is required",
    ]);
  });

  it("names every field at fault, each once", () => {
    const found = problems(
      form({
        name: "",
        year_founded: 99,
        websites: ["ftp://example.com", "javascript:alert(1)"],
        key_people: [{ name: "", linkedin_url: "data:x" }],
      }),
    );
    expect(found).toEqual([
      "Organization name is required",
      "year founded: must be a 4-digit year",
      "Website 1: must be an http(s) URL, such as https://example.com",
      "Website 2: must be an http(s) URL, such as https://example.com",
      "Key person 1: Key person name is required",
      "Key person 1, LinkedIn URL: must be an http(s) URL, such as https://example.com",
    ]);
  });
});

describe("companyJsonSchema: the lenient shape of the terminal and batch files", () => {
  it("skips a key person without a name, which the editor refuses", () => {
    const values = form({ key_people: [{ name: "", role: "CTO" }, person({})] });
    expect(companyJsonSchema.parse(values).key_people.map((p) => p.name)).toEqual(["Ada Example"]);
    expect(problems(values)).toEqual(["Key person 1: Key person name is required"]);
  });

  it("still refuses malformed values, naming them", () => {
    const result = companyJsonSchema.safeParse(form({ logo_url: "javascript:alert(1)" }));
    expect(problemsOf(fieldErrorsOf(result.error!))).toEqual([
      "logo URL: must be an http(s) URL, such as https://example.com",
    ]);
  });
});
