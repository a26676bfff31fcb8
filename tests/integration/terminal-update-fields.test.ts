import { describe, expect, it } from "vitest";
import { runTerminalCommand } from "@/lib/admin/terminal/run-terminal-command";
import { loadCompany } from "@/lib/companies/load-company";
import { useDatabase } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { companyJsonSchema, type CompanyInput } from "@/lib/validation/company-json";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";

// A value for each field of the company JSON shape, none of them the field's default. The
// test walks the schema's keys: a field added to the shape fails here until it has a value,
// and then until the terminal's update sets it.
const VALUES: { [K in keyof CompanyInput]: unknown } = {
  name: "Every Field Renamed",
  organization_type: "foundation",
  description: "A longer description",
  short_description: "Short text",
  city: "Lisbon, Portugal",
  year_founded: 2011,
  total_funding: "12M",
  published: true,
  logo_url: "https://every-field.example.org/logo.png",
  fallback_avatar: true,
  websites: ["https://every-field.example.org/"],
  key_people: [
    {
      name: "Ada Field",
      role: "CEO",
      linkedin_url: "https://www.linkedin.com/in/ada-field",
      is_founder: true,
      social_accounts: [{ account_type: "x", url: "https://x.com/adafield" }],
    },
  ],
  projects: [
    {
      name: "fieldkit",
      resources_url: "https://github.com/every/fieldkit",
      description: "A kit",
      info_url: "https://fieldkit.example.org/",
      license: "MIT",
    },
  ],
  socials: [{ type: "linkedin", url: "https://www.linkedin.com/company/every-field" }],
  tags: [{ category: "technology", name: "Fields" }],
  valuation: { amount: 250, date: "2025-04-01", source_url: "https://news.example.org/v" },
};

// The record without the row ids a load adds.
const withoutIds = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (key, v) =>
      key === "person_id" || key === "project_id" || key === "id" ? undefined : v,
    ),
  );

describe("the terminal's update", () => {
  const database = useFreshDatabase("pglite");

  it("sets every field of the company JSON shape", async () => {
    useDatabase(database());
    const keys = Object.keys(companyJsonSchema.shape) as (keyof CompanyInput)[];
    expect(keys.filter((key) => !(key in VALUES))).toEqual([]);

    // An update's key_people complete the company's people of those names (admin-area §3).
    const created = await runTerminalCommand(
      TEST_ADMIN,
      '{"name": "Every Field Co", "key_people": [{"name": "Ada Field", "is_founder": true}]}',
    );
    expect(created.lines[0].text).toBe('✅ Company "Every Field Co" created');
    const update = await runTerminalCommand(
      TEST_ADMIN,
      `update "Every Field Co" ${JSON.stringify(VALUES)}`,
    );
    expect(update.lines[0].text).toBe('✅ Company "Every Field Renamed" updated');

    const [row] = await database().db.select({ id: organization.id }).from(organization);
    const { record } = (await loadCompany(database().db, row.id))!;
    const expected = companyJsonSchema.parse(VALUES);
    for (const key of keys) {
      expect({ [key]: withoutIds(record[key]) }).toEqual({ [key]: withoutIds(expected[key]) });
    }
  });
});
