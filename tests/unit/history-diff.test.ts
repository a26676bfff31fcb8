import { describe, expect, it } from "vitest";
import { diffSnapshots, formatHistoryValue, MAX_VALUE_LENGTH } from "@/lib/domain/history-diff";
import { historyEntityHref } from "@/lib/domain/history-labels";

describe("diffSnapshots", () => {
  it("lists only the top-level fields that changed, with old and new values", () => {
    const before = { name: "Acme", published: false, year_founded: 2020, city: "Berlin" };
    const after = { name: "Acme", published: true, year_founded: 2021, city: "Berlin" };
    expect(diffSnapshots(before, after)).toEqual([
      { field: "published", before: "false", after: "true" },
      { field: "year_founded", before: "2020", after: "2021" },
    ]);
  });

  it("shows a create as every field new and a delete as every field old", () => {
    const company = { name: "Acme", shortname: "acme" };
    expect(diffSnapshots(null, company)).toEqual([
      { field: "name", before: null, after: "Acme" },
      { field: "shortname", before: null, after: "acme" },
    ]);
    expect(diffSnapshots(company, null)).toEqual([
      { field: "name", before: "Acme", after: null },
      { field: "shortname", before: "acme", after: null },
    ]);
  });

  it("treats a missing field as empty: a field set or cleared shows one side only", () => {
    expect(diffSnapshots({ city: "Berlin" }, { description: "Tools" })).toEqual([
      { field: "city", before: "Berlin", after: null },
      { field: "description", before: null, after: "Tools" },
    ]);
    // Absent and null say the same: nothing to show.
    expect(diffSnapshots({ city: null }, {})).toEqual([]);
  });

  it("compares nested lists and objects as JSON, whatever the order of their keys", () => {
    const people = [{ name: "Ada", role: "CEO" }];
    expect(
      diffSnapshots(
        { key_people: people, valuation: { amount: 10, date: "2024-01-01" } },
        {
          key_people: [{ role: "CEO", name: "Ada" }],
          valuation: { date: "2024-01-01", amount: 10 },
        },
      ),
    ).toEqual([]);
    expect(
      diffSnapshots(
        { websites: ["https://a.example"] },
        { websites: ["https://a.example", "https://b.example"] },
      ),
    ).toEqual([
      {
        field: "websites",
        before: '1 item: ["https://a.example"]',
        after: '2 items: ["https://a.example","https://b.example"]',
      },
    ]);
  });

  it("shows a non-object snapshot as a single value", () => {
    expect(diffSnapshots("old", "new")).toEqual([{ field: "value", before: "old", after: "new" }]);
  });
});

describe("formatHistoryValue", () => {
  it("shows lists with their count and keeps long values short", () => {
    expect(formatHistoryValue([])).toBe("0 items");
    const tags = Array.from({ length: 40 }, (_, i) => ({ category: "industry", name: `tag ${i}` }));
    const shown = formatHistoryValue(tags)!;
    expect(shown).toMatch(/^40 items: \[\{"category":"industry","name":"tag 0"\},/);
    expect(shown).toHaveLength(MAX_VALUE_LENGTH);
    expect(shown.endsWith("…")).toBe(true);
    const description = "x".repeat(500);
    expect(formatHistoryValue(description)).toBe(`${"x".repeat(MAX_VALUE_LENGTH - 1)}…`);
  });

  it("shows strings as they are and other values as JSON", () => {
    expect(formatHistoryValue("10M")).toBe("10M");
    expect(formatHistoryValue(0)).toBe("0");
    expect(formatHistoryValue({ b: 1, a: "x" })).toBe('{"a":"x","b":1}');
    expect(formatHistoryValue(null)).toBeNull();
  });
});

describe("historyEntityHref", () => {
  const entry = { entityId: 12, before: null, after: null };
  it("links a company to its editor by the newest shortname it had", () => {
    expect(
      historyEntityHref({
        ...entry,
        entityType: "company",
        before: { shortname: "old-name" },
        after: { shortname: "new name" },
      }),
    ).toBe("/admin/organizations/new%20name/edit");
    expect(
      historyEntityHref({ ...entry, entityType: "company", before: { shortname: "gone" } }),
    ).toBe("/admin/organizations/gone/edit");
    expect(historyEntityHref({ ...entry, entityType: "company" })).toBeNull();
  });

  it("links people, headlines, submissions and tags to their admin pages, others nowhere", () => {
    expect(historyEntityHref({ ...entry, entityType: "person" })).toBe("/admin/people/12/edit");
    expect(historyEntityHref({ ...entry, entityType: "headline" })).toBe(
      "/admin/headlines/12/edit",
    );
    expect(historyEntityHref({ ...entry, entityType: "submission" })).toBe("/admin/submissions");
    expect(historyEntityHref({ ...entry, entityType: "tag" })).toBe("/admin/tags");
    expect(historyEntityHref({ ...entry, entityType: "tag_category" })).toBe("/admin/tags");
    expect(historyEntityHref({ ...entry, entityType: "og_template" })).toBeNull();
    expect(historyEntityHref({ ...entry, entityType: "social_post" })).toBeNull();
  });
});
