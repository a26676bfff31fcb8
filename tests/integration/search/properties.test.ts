import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { search } from "@/lib/search";
import { DRIVERS } from "../databases";
import { shareDemoDatabase } from "./demo-database";

// Properties of search over the demo data, whatever a visitor types: a company's name in any
// case finds it first, one typo in it still finds it near the top, and no text makes it fail.
const RUNS = { numRuns: 60, seed: 27 };
const TIMEOUT = 120_000;

const companies: { name: string; published: boolean }[] = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "supabase/seed/companies.json"), "utf8"),
);
const published = companies.filter((company) => company.published).map(({ name }) => name);
const letters = (name: string) => name.match(/\p{L}/gu)?.length ?? 0;
const typoable = published.filter((name) => letters(name) >= 5);

const companyNames = async (query: string) =>
  (await search(query, { kinds: ["companies"] })).companies.hits.map((hit) => hit.name);

/** `name` with each letter upper or lower case as `upper` says. */
const recased = (name: string, upper: boolean[]) =>
  [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join("");

const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");

/** `name` with one typo after its first letter: a letter replaced, removed, added or swapped. */
const withTypo = (name: string) =>
  fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: name.length - 1 }), letter)
      .map(([i, c]) => name.slice(0, i) + c + name.slice(i + 1)),
    fc.integer({ min: 1, max: name.length - 1 }).map((i) => name.slice(0, i) + name.slice(i + 1)),
    fc
      .tuple(fc.integer({ min: 1, max: name.length }), letter)
      .map(([i, c]) => name.slice(0, i) + c + name.slice(i)),
    fc
      .integer({ min: 1, max: name.length - 2 })
      .map((i) => name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2)),
  );

// What breaks query parsers: operators, quotes, wildcards, escapes, control and invisible
// characters, emoji, right-to-left text, lone surrogates; with words that find something.
const hostilePiece = fc.constantFrom(
  ...`" ' - ( ) * % _ \\ :* & | ! <-> < > ; -- /* OR AND NOT`.split(" "),
  ..."\u0000 \u200b \u202e 😀 👩‍💻 שלום مرحبا \ud800 \udfff ﷺ ﬃ ß".split(" "),
  ...["supabase", "postgres", " ", "  "],
);
const hostile = fc.oneof(
  fc.array(hostilePiece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  hostilePiece.map((piece) => piece.repeat(1000).slice(0, 1000)),
  fc.string({ unit: "grapheme", minLength: 1000, maxLength: 1000 }),
);

describe.each(DRIVERS)("search properties on $name", ({ driver }) => {
  shareDemoDatabase(driver);

  it(
    "finds every published company first by its exact name, in any case",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
          async (upper) => {
            for (const name of published) {
              expect((await companyNames(recased(name, upper)))[0]).toBe(name);
            }
          },
        ),
        { ...RUNS, numRuns: 6 },
      );
    },
    TIMEOUT,
  );

  it(
    "finds a company among the first three by its name with one typo after the first letter",
    async () => {
      const typo = fc
        .constantFrom(...typoable)
        .chain((name) => fc.tuple(fc.constant(name), withTypo(name)));
      await fc.assert(
        fc.asyncProperty(typo, async ([name, typed]) => {
          expect((await companyNames(typed)).slice(0, 3)).toContain(name);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  describe("hostile queries", () => {
    let errors: MockInstance;
    beforeEach(() => {
      errors = vi.spyOn(console, "error");
    });
    afterEach(() => {
      errors.mockRestore();
    });

    it(
      "never throw nor log an error",
      async () => {
        await fc.assert(
          fc.asyncProperty(hostile, async (query) => {
            const results = await search(query);
            expect(results.companies.hits.length).toBeLessThanOrEqual(10);
          }),
          RUNS,
        );
        expect(errors).not.toHaveBeenCalled();
      },
      TIMEOUT,
    );
  });
});
