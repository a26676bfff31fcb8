import { describe, expect, it } from "vitest";
import { EXAMPLE_COMPANY } from "@/lib/domain/terminal-example";
import {
  companyTable,
  EXAMPLE_TEXT,
  parseJsonObject,
  type TerminalCompanyRow,
} from "@/lib/domain/terminal-output";
import { companyJsonSchema } from "@/lib/validation/company-json";

const row = (fields: Partial<TerminalCompanyRow>): TerminalCompanyRow => ({
  id: 7,
  name: "Acme Data",
  shortname: "acme-data",
  city: "Berlin, Germany",
  year_founded: 2019,
  total_funding: "10M",
  published: true,
  date_updated: new Date("2026-03-04T05:06:07Z"),
  ...fields,
});

describe("terminal example", () => {
  it("is a valid company with every field of the JSON shape, pretty-printed", () => {
    expect(companyJsonSchema.safeParse(EXAMPLE_COMPANY).success).toBe(true);
    expect(Object.keys(EXAMPLE_COMPANY).sort()).toEqual(
      Object.keys(companyJsonSchema.shape).sort(),
    );
    expect(Object.keys(EXAMPLE_COMPANY.key_people[0]).sort()).toEqual(
      ["is_founder", "linkedin_url", "name", "role", "social_accounts"].sort(),
    );
    expect(Object.keys(EXAMPLE_COMPANY.projects[0]).sort()).toEqual(
      ["description", "info_url", "license", "name", "resources_url"].sort(),
    );
    expect(Object.keys(EXAMPLE_COMPANY.valuation).sort()).toEqual(["amount", "date", "source_url"]);
    expect(EXAMPLE_TEXT).toContain('\n  "name": "Example Corp",\n');
  });
});

describe("terminal JSON", () => {
  it("gives the object", () => {
    expect(parseJsonObject('{"name":"Acme"}')).toEqual({ ok: true, value: { name: "Acme" } });
  });

  it("says why text is not JSON", () => {
    const result = parseJsonObject('{"name": "Acme",}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.line.type).toBe("error");
      expect(result.line.text).toMatch(/^❌ Error: Invalid JSON: \S/);
    }
  });

  it("refuses JSON that is not an object", () => {
    for (const text of ["[1]", "null", "42", '"Acme"']) {
      expect(parseJsonObject(text)).toEqual({
        ok: false,
        line: { type: "error", text: "❌ Error: JSON data must be an object" },
      });
    }
  });
});

describe("terminal company table", () => {
  it("prints a summary, the titles and a row per company in aligned columns", () => {
    const lines = companyTable(
      [row({}), row({ id: 12345, name: "B", city: null, year_founded: null, published: false })],
      false,
    ).map((line) => line.text);
    expect(lines).toEqual([
      "2 companies, newest update first:",
      "ID     Name       Shortname  City             Founded  Funding  Published  Updated (UTC)",
      "7      Acme Data  acme-data  Berlin, Germany  2019     10M      yes        2026-03-04 05:06",
      "12345  B          acme-data  -                -        10M      no         2026-03-04 05:06",
    ]);
  });

  it("says when more companies match than were shown", () => {
    expect(companyTable([row({})], true)[0].text).toBe(
      "Showing the 1 company updated last; more match (raise --limit to see them):",
    );
  });

  it("clips long values and flattens line breaks", () => {
    const [, , line] = companyTable([row({ name: `Long\n${"x".repeat(50)}` })], false);
    expect(line.text).toContain(`Long ${"x".repeat(26)}…  acme-data`);
  });

  it("says when nothing matches", () => {
    expect(companyTable([], false)).toEqual([{ type: "output", text: "No companies found." }]);
  });
});
