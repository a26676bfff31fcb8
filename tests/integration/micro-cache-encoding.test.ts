import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientWeight, readAcceptEncodingCorpus } from "../fixtures/accept-encodings";
import { PAGE, startCompressingNext } from "../fixtures/compressing-next";

// Clients with random Accept-Encoding headers ask for one page in turn, through the micro-cache
// in front of Next's own compression: the copies kept are the encodings Next answered with so
// far, and each answer is checked against them.
const RUNS = { numRuns: 500, seed: 9110 };

const spaces = fc.constantFrom("", " ", "  ", "\t");
const entry = fc
  .record({
    coding: fc.constantFrom("gzip", "deflate", "br", "identity", "*", "x-gzip", "zstd", "unknown"),
    upperCase: fc.boolean(),
    weight: fc.option(fc.constantFrom("0", "0.0", "0.000", "0.001", "0.5", "1", "1.000")),
    upperQ: fc.boolean(),
    before: spaces,
    after: spaces,
  })
  .map(({ coding, upperCase, weight, upperQ, before, after }) => {
    const name = upperCase ? coding.toUpperCase() : coding;
    const parameter = weight === null ? "" : `${after};${before}${upperQ ? "Q" : "q"}=${weight}`;
    return `${before}${name}${parameter}${after}`;
  });
const generated = fc.array(entry, { maxLength: 5 }).map((entries) => entries.join(","));
const header = fc.oneof(
  generated,
  fc.constantFrom(...readAcceptEncodingCorpus()),
  fc.constant(undefined),
);

describe("micro-cache with clients asking for any encodings", () => {
  let next: Awaited<ReturnType<typeof startCompressingNext>>;
  beforeAll(async () => {
    next = await startCompressingNext();
  });
  afterAll(() => next.close());

  it("answers each the page in the kept encoding it weighs highest, or as Next would when it accepts none", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(header, { minLength: 1, maxLength: 6 }), async (headers) => {
        next.clear();
        const kept = new Set<string>();
        for (const acceptEncoding of headers) {
          const answer = await next.get("/", acceptEncoding);
          expect(answer.page).toBe(PAGE);
          const weights = [...kept].map((coding) => clientWeight(acceptEncoding, coding));
          const best = Math.max(0, ...weights);
          if (best > 0) {
            expect(answer.fromCache).toBe(true);
            expect(clientWeight(acceptEncoding, answer.encoding)).toBe(best);
          } else {
            expect(answer.fromCache).toBe(false);
            expect(answer.encoding).toBe((await next.direct("/", acceptEncoding)).encoding);
            kept.add(answer.encoding);
          }
        }
      }),
      RUNS,
    );
  });
});
