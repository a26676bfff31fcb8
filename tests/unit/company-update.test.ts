import { describe, expect, it } from "vitest";
import type { CompanyInput } from "@/lib/validation/company-json";
import { applyCompanyUpdate, companyUpdateSchema } from "@/lib/validation/company-update";
import { companyFixture } from "../fixtures/company";

/** The update JSON as the terminal and the batch update read it, applied to `company`. */
function update(json: Record<string, unknown>, company: CompanyInput = companyFixture()) {
  return applyCompanyUpdate(company, companyUpdateSchema.parse(json));
}

describe("applyCompanyUpdate: the company's own fields", () => {
  it("overwrites a field given a truthy value and keeps the others", () => {
    const { input, warnings } = update({
      name: "Example Data Inc.",
      city: "Paris, France",
      year_founded: 2020,
      organization_type: "foundation",
      logo_url: "https://example.com/logo.png",
    });
    expect(input).toEqual({
      ...companyFixture(),
      name: "Example Data Inc.",
      city: "Paris, France",
      year_founded: 2020,
      organization_type: "foundation",
      logo_url: "https://example.com/logo.png",
    });
    expect(warnings).toEqual([]);
  });

  it("leaves a field alone when its value is empty, null or missing", () => {
    const { input } = update({
      name: "",
      description: null,
      short_description: "   ",
      city: "",
      year_founded: "",
      total_funding: "",
      logo_url: "",
    });
    expect(input).toEqual(companyFixture());
  });

  it("leaves the organization type alone when the update does not name one", () => {
    const foundation = companyFixture({ organization_type: "foundation" });
    expect(update({ city: "Paris, France" }, foundation).input.organization_type).toBe(
      "foundation",
    );
  });

  it("does not take a total_funding of 0, which is not truthy", () => {
    expect(update({ total_funding: 0 }).input.total_funding).toBe("1.5B");
  });

  it("sets published whenever it is given, false included", () => {
    expect(update({ published: false }).input.published).toBe(false);
    const unpublished = companyFixture({ published: false });
    expect(update({ published: true }, unpublished).input.published).toBe(true);
    expect(update({ city: "Paris, France" }).input.published).toBe(true);
  });

  it("does not change the company it was given", () => {
    const company = companyFixture();
    update(
      {
        name: "Renamed",
        websites: ["https://renamed.example.com"],
        key_people: [{ name: "Ada Example", role: "Chair" }],
        add_websites: ["https://more.example.com"],
      },
      company,
    );
    expect(company).toEqual(companyFixture());
  });
});

describe("applyCompanyUpdate: lists", () => {
  it("replaces a list given without add_", () => {
    const { input } = update({
      websites: ["https://new.example.com"],
      projects: [{ name: "other", resources_url: "https://github.com/example/other" }],
      socials: [{ type: "discord", url: "https://discord.gg/example" }],
      tags: [{ category: "technology", name: "Search" }],
    });
    expect(input.websites).toEqual(["https://new.example.com"]);
    expect(input.projects.map((p) => p.resources_url)).toEqual([
      "https://github.com/example/other",
    ]);
    expect(input.socials).toEqual([{ type: "discord", url: "https://discord.gg/example" }]);
    expect(input.tags).toEqual([{ category: "technology", name: "Search" }]);
    expect(input.key_people).toEqual(companyFixture().key_people);
  });

  it("appends add_websites the company does not have yet", () => {
    const { input } = update({
      add_websites: ["https://example.com", "https://blog.example.com"],
    });
    expect(input.websites).toEqual([
      "https://example.com",
      "https://docs.example.com",
      "https://blog.example.com",
    ]);
  });

  it("refuses an add_ list naming a website twice", () => {
    const result = companyUpdateSchema.safeParse({
      add_websites: ["https://blog.example.com", "https://blog.example.com"],
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["add_websites", 1], message: "duplicate website" },
    ]);
  });

  it("appends add_key_people whose name (in any case) the company does not have", () => {
    const { input } = update({
      add_key_people: [
        { name: "ada example", role: "Someone else" },
        { name: "Cy Example", role: "COO", is_founder: true },
        { name: "" },
      ],
    });
    expect(input.key_people.map((p) => [p.name, p.role])).toEqual([
      ["Ada Example", "CEO & Co-founder"],
      ["Bo Example", "CTO"],
      ["Cy Example", "COO"],
    ]);
    expect(input.key_people[2]).toMatchObject({ is_founder: true, social_accounts: [] });
  });

  it("appends add_projects by repository URL, skipping those without one", () => {
    const { input } = update({
      add_projects: [
        { name: "exampledb again", resources_url: "https://github.com/example/exampledb" },
        { name: "example-cli", resources_url: "https://github.com/example/cli" },
        { name: "no repository" },
      ],
    });
    expect(input.projects.map((p) => p.name)).toEqual(["exampledb", "example-cli"]);
  });

  it("appends add_socials by URL, skipping those without a type", () => {
    const { input } = update({
      add_socials: [
        { type: "github", url: "https://github.com/example" },
        { type: "discord", url: "https://discord.gg/example" },
        { url: "https://x.com/example" },
      ],
    });
    expect(input.socials).toEqual([
      { type: "github", url: "https://github.com/example" },
      { type: "discord", url: "https://discord.gg/example" },
    ]);
  });

  it("appends add_tags whose category and name (in any case) the company does not have", () => {
    const { input } = update({
      add_tags: [
        { category: "Technology", name: "DATABASE" },
        { category: "technology", name: "Search" },
        { category: "industry", name: "Database" },
      ],
    });
    expect(input.tags.slice(4)).toEqual([
      { category: "technology", name: "Search" },
      { category: "industry", name: "Database" },
    ]);
    expect(input.tags).toHaveLength(6);
  });

  it("takes add_valuation, or valuation, as the new valuation", () => {
    const next = { amount: "$3B", date: "2026-01-15", source_url: "https://news.example.com/3b" };
    expect(update({ add_valuation: next }).input.valuation).toEqual(next);
    expect(update({ valuation: next }).input.valuation).toEqual(next);
    expect(update({ valuation: { amount: "1B" }, add_valuation: next }).input.valuation).toEqual(
      next,
    );
    expect(update({ add_valuation: { amount: "" } }).input.valuation).toEqual(
      companyFixture().valuation,
    );
  });
});

describe("applyCompanyUpdate: key_people complete the company's people", () => {
  it("sets the role and LinkedIn URL and appends new social accounts of a person named", () => {
    const { input, warnings } = update({
      key_people: [
        {
          name: "BO EXAMPLE",
          role: "CTO & Co-founder",
          linkedin_url: "https://www.linkedin.com/in/bo-example",
          social_accounts: [
            { account_type: "x", url: "https://x.com/bo" },
            { account_type: "bluesky", url: "https://bsky.app/profile/bo.example.com" },
          ],
        },
        {
          name: "Ada Example",
          social_accounts: [
            { account_type: "x", url: "https://x.com/ada" },
            { account_type: "mastodon", url: "https://mastodon.social/@ada" },
          ],
        },
      ],
    });
    expect(warnings).toEqual([]);
    expect(input.key_people).toEqual([
      {
        name: "Ada Example",
        role: "CEO & Co-founder",
        linkedin_url: "https://www.linkedin.com/in/ada-example",
        is_founder: true,
        social_accounts: [
          { account_type: "x", url: "https://x.com/ada" },
          { account_type: "mastodon", url: "https://mastodon.social/@ada" },
        ],
      },
      {
        name: "Bo Example",
        role: "CTO & Co-founder",
        linkedin_url: "https://www.linkedin.com/in/bo-example",
        is_founder: false,
        social_accounts: [
          { account_type: "x", url: "https://x.com/bo" },
          { account_type: "bluesky", url: "https://bsky.app/profile/bo.example.com" },
        ],
      },
    ]);
  });

  it("keeps the ids of the people it completes", () => {
    const company = companyFixture();
    company.key_people[0].person_id = 41;
    company.key_people[1].person_id = 42;
    const { input } = update({ key_people: [{ name: "Ada Example", role: "Chair" }] }, company);
    expect(input.key_people.map((p) => [p.person_id, p.role])).toEqual([
      [41, "Chair"],
      [42, "CTO"],
    ]);
  });

  it("warns about a name the company does not have, and adds nobody", () => {
    const { input, warnings } = update({
      key_people: [
        { name: "Zed Nobody", social_accounts: [{ account_type: "x", url: "https://x.com/zed" }] },
        { name: "Ada Example", role: "Chair" },
      ],
    });
    expect(warnings).toEqual(["⚠️ Could not find person Zed Nobody for social accounts"]);
    expect(input.key_people.map((p) => [p.name, p.role])).toEqual([
      ["Ada Example", "Chair"],
      ["Bo Example", "CTO"],
    ]);
  });
});
