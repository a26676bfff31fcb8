import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { signCursor } from "@/lib/api/cursor";
import { useDatabase } from "@/lib/db/client";
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { headlinesEndpoint } from "@/lib/api/endpoints/headlines";
import { DRIVERS, useFreshDatabase } from "../databases";
import { addCompany, caller, useApiSecret } from "./api-fixtures";

// Whatever a client sends, the API answers data or a 400 naming the parameter: never a 500.

const PARAMETERS = {
  "/api/v1/companies": [
    "q",
    "type",
    "tags",
    "filterMode",
    "founded_from",
    "founded_to",
    "funding",
    "has_valuation",
    "sort",
    "limit",
    "cursor",
    "other",
  ],
  "/api/v1/headlines": ["q", "type", "company", "since", "until", "limit", "cursor"],
};

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("0", "-1", "1e3", "9999999999", "2025-02-30", "0000-01-01", "name:asc", "%_\\"),
  // Cursors this server signed, with odd keys, for every kind of sort value.
  fc
    .record({
      q: fc.string({ maxLength: 16 }),
      v: fc.oneof(
        fc.constant(null),
        fc.string({ maxLength: 40 }),
        fc.constantFrom("2025-13-01 00:00:00+00", "1e400", "NaN"),
      ),
      id: fc.oneof(fc.integer(), fc.constant(2 ** 40)),
    })
    .map((cursor) => signCursor(cursor)),
);

describe.each(DRIVERS.filter((d) => d.driver === "pglite"))("API input on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  useApiSecret();
  beforeEach(async () => {
    useDatabase(database());
    await addCompany(database().db, "Example Data", { tags: ["Database"] });
  });

  it("answers any query with 200 or a 400 naming a parameter", async () => {
    for (const [path, names] of Object.entries(PARAMETERS)) {
      const call = caller(path.endsWith("companies") ? companiesEndpoint : headlinesEndpoint);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 3 }),
          async (query) => {
            const response = await call(`${path}?${new URLSearchParams(query)}`, {});
            expect([200, 400]).toContain(response.status);
            if (response.status === 400) expect((await response.json()).parameter).toBeTruthy();
          },
        ),
        { numRuns: 60 },
      );
    }
  });
});
