// The data the contract test reads, and its check of a 400's problem.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { addCompany } from "./api-fixtures";
import { expectConforms } from "./contract";

/**
 * Two published companies, one with valuations, a funding headline, a former shortname and a
 * merged person, and an unpublished one with a former shortname.
 */
export async function seed(db: Db) {
  const company = await addCompany(db, "Example Data", { tags: ["Database"], funding: "20M" });
  await addCompany(db, "Other Data", { tags: ["Database"] });
  const hidden = await addCompany(db, "Hidden Data", { published: false });
  await db.insert(t.organizationvaluation).values([
    { organization_id: company.id, valuation_amount: 900, valuation_date: "2023-04-01" },
    { organization_id: company.id, valuation_amount: 2500, valuation_date: "2025-06-01" },
  ]);
  const [headline] = await db
    .insert(t.headline)
    .values({
      headline_type: "funding",
      headline_date: "2025-05-20",
      url: "https://news.example.com/a",
      description: "Example Data raises $20M",
      total_amount: 20_000_000,
    })
    .returning({ id: t.headline.id });
  await db
    .insert(t.headlineorganization)
    .values({ headline_id: headline.id, organization_id: company.id });
  await db.insert(t.shortnameRedirect).values([
    { old_shortname: "old-example", organization_id: company.id },
    { old_shortname: "old-hidden", organization_id: hidden.id },
  ]);
  const [person] = await db
    .select({ id: t.keyperson.id })
    .from(t.keyperson)
    .where(eq(t.keyperson.name, "Example Data Founder"));
  await db.insert(t.personRedirect).values({ old_id: person.id + 1000, person_id: person.id });
  return { company, person };
}

/** The problem of a 400, checked against the document, naming `parameter`. */
export async function expectBadParameter(path: string, response: Response, parameter: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const problem = (await expectConforms(path, response)) as Record<string, string>;
  expect(problem.parameter).toBe(parameter);
  expect(problem.accepted).toBeTruthy();
  return problem;
}
