import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPANY_CSV_COLUMNS,
  checkCompanyCsvFile,
  companiesCsv,
} from "@/lib/domain/batch/companies-csv";
import { checkCompanyJsonFile } from "@/lib/domain/batch/company-json-batch";
import { toCsv } from "@/lib/domain/batch/csv-table";
import {
  HEADLINE_CSV_COLUMNS,
  checkHeadlineCsvFile,
  headlinesCsv,
} from "@/lib/domain/batch/headlines-csv";

// 1,000 random rows through each checker: none throws, and every row accepted comes back the
// same after being exported and checked again.
const RUNS = { numRuns: 1000, seed: 12 };
// A thousand runs take a few seconds, more on a busy machine.
const TIMEOUT = 30_000;

// Text mixing what breaks CSV and imports: separators, quotes, line ends, formula starts,
// URLs, digits with units, spaces and non-ASCII.
const piece = fc.constantFrom(
  ",",
  '"',
  "\n",
  "\r\n",
  "\r",
  "=",
  "+",
  "-",
  "@",
  "'",
  " ",
  "https://",
  "http://a.example/",
  "ftp://",
  "example.com",
  "2021",
  "99",
  "1.5",
  "M",
  "B",
  "$",
  "é",
  "中",
  "Acme",
  "x",
  "/",
);
const cell = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 6 })
  .map((parts) => parts.join(""));
/** Mostly `valid`, sometimes anything: enough rows pass to test the round trip. */
const mostly = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: other, weight: 1 });
const words = fc
  .array(fc.constantFrom("Acme", "Data", "中", "é", "Ada", "'=x", "-5", '"q"', "a\nb"), {
    minLength: 1,
    maxLength: 3,
  })
  .map((w) => w.join(" "));
const goodUrl = fc.constantFrom(
  "https://a.example",
  "http://b.example/x",
  "https://c.example/p?q=1",
);
const url = fc.constantFrom(
  "https://a.example",
  "http://b.example/x",
  "javascript:alert(1)",
  "",
  "https://c.example/p?q=1",
);

describe("property: company CSV rows", () => {
  it(
    "never throw, and accepted rows round-trip through the export",
    () => {
      const row = fc.tuple(
        mostly(words, cell),
        mostly(
          fc.integer({ min: 1000, max: 9999 }).map(String),
          fc.oneof(cell, fc.integer().map(String)),
        ),
        mostly(words, cell),
        mostly(words, cell),
        mostly(fc.uniqueArray(goodUrl, { maxLength: 3 }), fc.array(url, { maxLength: 3 })).map(
          (u) => u.join(", "),
        ),
        fc.array(mostly(words, cell), { maxLength: 3 }).map((names) => names.join(",")),
        fc.array(mostly(goodUrl, url), { maxLength: 3 }).map((urls) => urls.join(",")),
        fc.array(mostly(words, cell), { maxLength: 2 }).map((names) => names.join(",")),
        fc.array(mostly(goodUrl, url), { maxLength: 2 }).map((urls) => urls.join(",")),
        mostly(
          fc.constantFrom("$10 million", "1.5B", "750K", "12"),
          fc.oneof(cell, fc.constant("1.2.3M")),
        ),
      );
      let accepted = 0;
      fc.assert(
        fc.property(row, (cells) => {
          const check = checkCompanyCsvFile(toCsv(COMPANY_CSV_COLUMNS, [cells]));
          if (!check.ok) return;
          for (const item of check.items) {
            if (!item.value) continue;
            accepted++;
            const again = checkCompanyCsvFile(companiesCsv([item.value]));
            expect(again.ok && again.items[0].value).toEqual(item.value);
          }
        }),
        RUNS,
      );
      // The generators must reach the accepting path often enough to test it.
      expect(accepted).toBeGreaterThan(100);
    },
    TIMEOUT,
  );
});

describe("property: headline CSV rows", () => {
  it(
    "never throw, and accepted rows round-trip through the export",
    () => {
      const row = fc.tuple(
        mostly(words, cell),
        mostly(
          fc.constantFrom("funding", "Media_Mention", "announcement"),
          fc.oneof(cell, fc.constant("news_and_views")),
        ),
        mostly(fc.constantFrom("2025-01-31", ""), fc.oneof(cell, fc.constant("2025-02-30"))),
        mostly(goodUrl, fc.oneof(url, cell)),
        mostly(words, cell),
        mostly(
          fc.oneof(
            fc.integer({ min: 0, max: 1e12 }).map(String),
            fc.constantFrom("5M", "$2.5 billion"),
          ),
          fc.oneof(cell, fc.constant("1e+21")),
        ),
      );
      let accepted = 0;
      fc.assert(
        fc.property(row, (cells) => {
          const check = checkHeadlineCsvFile(toCsv(HEADLINE_CSV_COLUMNS, [cells]));
          if (!check.ok) return;
          for (const item of check.items) {
            if (!item.value) continue;
            accepted++;
            const again = checkHeadlineCsvFile(headlinesCsv([item.value]));
            expect(again.ok && again.items[0].value).toEqual(item.value);
          }
        }),
        RUNS,
      );
      // The generators must reach the accepting path often enough to test it.
      expect(accepted).toBeGreaterThan(100);
    },
    TIMEOUT,
  );
});

describe("property: company JSON items", () => {
  it(
    "never throw, and accepted items check the same when written out again",
    () => {
      const item = fc.oneof(
        { arbitrary: fc.anything(), weight: 1 },
        fc.record(
          {
            name: mostly<unknown>(words, fc.oneof(cell, fc.integer())),
            year_founded: mostly<unknown>(
              fc.integer({ min: 1000, max: 9999 }),
              fc.oneof(fc.integer(), cell),
            ),
            websites: mostly(
              fc.uniqueArray(goodUrl, { maxLength: 3 }),
              fc.array(url, { maxLength: 3 }),
            ),
            published: mostly<unknown>(fc.boolean(), cell),
            key_people: fc.array(
              fc.record({ name: mostly(words, cell), linkedin_url: mostly(goodUrl, url) }),
              { maxLength: 2 },
            ),
            valuation: fc.record({
              amount: mostly<unknown>(fc.constantFrom("5M", 12), fc.oneof(cell, fc.double())),
            }),
          },
          { requiredKeys: ["name"] },
        ),
      );
      let accepted = 0;
      fc.assert(
        fc.property(fc.array(item, { minLength: 1, maxLength: 3 }), (items) => {
          const check = checkCompanyJsonFile(JSON.stringify(items));
          if (!check.ok) return;
          for (const checked of check.items) {
            if (!checked.value) continue;
            accepted++;
            const again = checkCompanyJsonFile(JSON.stringify(checked.value));
            expect(again.ok && again.items[0].value).toEqual(checked.value);
          }
        }),
        RUNS,
      );
      expect(accepted).toBeGreaterThan(100);
    },
    TIMEOUT,
  );
});
