import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestByTags, type TagWeight } from "@/lib/queries/similar-scores";

/** The ranking written plainly: every other company's summed weight, best then lowest id. */
function rankedPlainly(id: number, weights: TagWeight[], companiesOf: Map<number, number[]>) {
  const scores = new Map<number, number>();
  for (const { tagId, weight } of weights) {
    for (const other of companiesOf.get(tagId) ?? []) {
      if (other !== id) scores.set(other, (scores.get(other) ?? 0) + weight);
    }
  }
  return [...scores].sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a - b);
}

describe("Similar companies by their shared tags", () => {
  const companiesOf = new Map([
    [1, [10, 11, 12, 13]],
    [2, [12, 11, 14]],
    [3, [13, 10]],
  ]);

  it("ranks by the summed weight of the shared tags, then by id, leaving the company out", () => {
    const weights = [
      { tagId: 1, weight: 0.5 },
      { tagId: 2, weight: 1 },
    ];
    expect(bestByTags(10, weights, { companiesOf }, 30)).toEqual([
      [11, 1.5],
      [12, 1.5],
      [14, 1],
      [13, 0.5],
    ]);
  });

  it("keeps the best `limit` only, and a tag that every company carries (weight 0) still counts", () => {
    const weights = [
      { tagId: 3, weight: 2 },
      { tagId: 1, weight: 0 },
    ];
    expect(bestByTags(11, weights, { companiesOf }, 2)).toEqual([
      [10, 2],
      [13, 2],
    ]);
    expect(bestByTags(11, [{ tagId: 1, weight: 0 }], { companiesOf }, 30)).toEqual([
      [10, 0],
      [12, 0],
      [13, 0],
    ]);
  });

  it("gives what the plain ranking gives, call after call, for any tags and companies", () => {
    const links = fc.dictionary(
      fc.integer({ min: 1, max: 6 }).map(String),
      fc.uniqueArray(fc.integer({ min: 1, max: 3000 }), { maxLength: 40 }),
    );
    fc.assert(
      fc.property(
        links,
        fc.integer({ min: 1, max: 3000 }),
        fc.array(
          fc
            .integer({ min: 1, max: 6 })
            .chain((tagId) =>
              fc.record({
                tagId: fc.constant(tagId),
                weight: fc.double({ min: 0, max: 9, noNaN: true }),
              }),
            ),
          { maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 40 }),
        (dictionary, id, weights, limit) => {
          const companiesOf = new Map(
            Object.entries(dictionary).map(([tagId, ids]) => [Number(tagId), ids]),
          );
          const uniqueWeights = [...new Map(weights.map((w) => [w.tagId, w])).values()];
          const expected = rankedPlainly(id, uniqueWeights, companiesOf).slice(0, limit);
          expect(bestByTags(id, uniqueWeights, { companiesOf }, limit)).toEqual(expected);
        },
      ),
    );
  });
});
