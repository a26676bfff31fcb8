import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/domain/slug";
import { measureRelevance } from "@/lib/search/measure-relevance";
import { formatRelevanceReport, relevanceQuerySchema } from "@/lib/search/relevance";
import { DRIVERS } from "../databases";
import { shareDemoDatabase } from "./demo-database";

// The relevance targets of the search engine over the demo data (docs: DESIGN.md, Search).
const queries = z
  .array(relevanceQuerySchema)
  .parse(
    JSON.parse(
      fs.readFileSync(path.join(process.cwd(), "tests/fixtures/search-queries.json"), "utf8"),
    ),
  );

type SeedCompany = { name: string; published: boolean; key_people: { name: string }[] };
const demo: SeedCompany[] = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "supabase/seed/companies.json"), "utf8"),
).filter((company: SeedCompany) => company.published);

it("expects only published companies and their people of the demo data", () => {
  const shortnames = new Set(demo.map((company) => slugify(company.name)));
  const people = new Set(demo.flatMap((company) => company.key_people.map((p) => p.name)));
  const unknown = queries.flatMap(({ expect }) => [
    ...[...(expect.companies ?? []), ...(expect.headlines ?? [])].filter((s) => !shortnames.has(s)),
    ...(expect.people ?? []).filter((name) => !people.has(name)),
  ]);
  expect(unknown).toEqual([]);
});

describe.each(DRIVERS)("search relevance on $name", ({ name, driver }) => {
  shareDemoDatabase(driver);

  it("finds an expected answer in the first five for 90% of the queries, and nothing for at most 5%", async () => {
    const report = await measureRelevance(queries);
    console.log(`Search relevance on ${name}\n${formatRelevanceReport(report)}`);
    expect(report.overall.successAt5).toBeGreaterThanOrEqual(0.9);
    expect(report.overall.zeroResults).toBeLessThanOrEqual(0.05);
  });
});
