/** A tag a company carries, weighing by how rare it is among public companies. */
export type TagWeight = { tagId: number; weight: number };

/** The public companies carrying each tag, by tag id (lib/queries/public-tag-links.ts). */
type CompaniesOf = { companiesOf: Map<number, number[]> };

// A page's scoring sums the weights of a few common tags over thousands of companies (about
// 6,000 additions for four tags of the large data). The sums live in arrays indexed by company
// id, kept from one call to the next and cleared where the call wrote. Scoring is synchronous,
// so calls never overlap.
let scores = new Float64Array(0);
let seen = new Uint8Array(0);

function makeRoom(id: number) {
  if (id < scores.length) return;
  const size = Math.max(id + 1, scores.length * 2, 1024);
  const grownScores = new Float64Array(size);
  const grownSeen = new Uint8Array(size);
  grownScores.set(scores);
  grownSeen.set(seen);
  scores = grownScores;
  seen = grownSeen;
}

/** Whether company `a` scoring `scoreA` ranks before `b` scoring `scoreB`: higher, then lower id. */
const ranksBefore = (a: number, scoreA: number, b: number, scoreB: number) =>
  scoreA > scoreB || (scoreA === scoreB && a < b);

/**
 * The `limit` other public companies whose shared tags weigh most, as [id, score], the best
 * first and, among equal scores, the lowest id first.
 */
export function bestByTags(
  id: number,
  weights: TagWeight[],
  links: CompaniesOf,
  limit: number,
): [number, number][] {
  const touched: number[] = [];
  for (const { tagId, weight } of weights) {
    for (const other of links.companiesOf.get(tagId) ?? []) {
      if (other === id) continue;
      makeRoom(other);
      if (!seen[other]) {
        seen[other] = 1;
        touched.push(other);
      }
      scores[other] += weight;
    }
  }
  // The best so far, in order; most companies rank after the last kept and are passed at once.
  const best: [number, number][] = [];
  for (const other of touched) {
    const score = scores[other];
    if (best.length === limit) {
      const [lastId, lastScore] = best[limit - 1];
      if (!ranksBefore(other, score, lastId, lastScore)) continue;
      best.pop();
    }
    let at = best.length;
    while (at > 0 && ranksBefore(other, score, best[at - 1][0], best[at - 1][1])) at--;
    best.splice(at, 0, [other, score]);
  }
  for (const other of touched) {
    scores[other] = 0;
    seen[other] = 0;
  }
  return best;
}
