import { describe, expect, it } from "vitest";
import { companyJsonSchema } from "@/lib/validation/company-json";

describe("companyJsonSchema", () => {
  it("requires a name", () => {
    const result = companyJsonSchema.safeParse({ name: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Organization name is required");
  });
  it("applies the spec's defaults", () => {
    const company = companyJsonSchema.parse({ name: "Acme" });
    expect(company).toMatchObject({ organization_type: "company", published: false, websites: [] });
  });
  it("drops entries missing what they need, and empty websites", () => {
    const company = companyJsonSchema.parse({
      name: "Acme",
      websites: [" https://acme.dev ", ""],
      key_people: [{ name: "" }, { name: "Ada" }],
      projects: [{ name: "acme" }, { name: "acme", resources_url: "https://github.com/acme/acme" }],
      socials: [{ type: "x" }],
      tags: [{ name: "Database" }, { category: "technology", name: "Database" }],
    });
    expect(company.websites).toEqual(["https://acme.dev"]);
    expect(company.key_people.map((p) => p.name)).toEqual(["Ada"]);
    expect(company.projects).toHaveLength(1);
    expect(company.socials).toHaveLength(0);
    expect(company.tags).toEqual([{ category: "technology", name: "Database" }]);
  });
  it("rejects URLs that are not http(s), naming the field", () => {
    const result = companyJsonSchema.safeParse({ name: "Acme", websites: ["javascript:alert(1)"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["websites", 0]);
    expect(result.error?.issues[0].message).toMatch(/http\(s\) URL/);
  });
  it("rejects a year that is not 4 digits", () => {
    expect(companyJsonSchema.safeParse({ name: "Acme", year_founded: 99 }).success).toBe(false);
    expect(companyJsonSchema.parse({ name: "Acme", year_founded: "2019" }).year_founded).toBe(2019);
  });
});
