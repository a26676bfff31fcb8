// Typos as Meilisearch counts them (its typo tolerance): a letter substituted, added or
// removed, or two neighbouring letters swapped, is one typo; a typo on the first letter is two,
// since people seldom mistype the letter they start with. A word of fewer than 5 letters may
// carry none, of 5 to 8 letters one, of 9 or more two. Unlike Meilisearch, the longer of the
// typed word and the word it is taken for sets the budget: "mnio", a letter short of "minio",
// is one typo in a word of five letters.

const budgetOfLength = (length: number) => (length < 5 ? 0 : length < 9 ? 1 : 2);

/** How many typos a word of this spelling may carry. */
export const typoBudget = (word: string) => budgetOfLength([...word].length);

/** The most typos `typed` may carry when taken for a longer word (letters dropped). */
export function typoReach(typed: string): number {
  const length = [...typed].length;
  return budgetOfLength(length + 2) === 2 ? 2 : budgetOfLength(length + 1);
}

/** The typos that make `typed` out of `meant` (optimal string alignment distance). */
export function typoDistance(typed: string, meant: string): number {
  const a = [...typed];
  const b = [...meant];
  // rows[i][j]: the typos between the first i letters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const substitution = rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  const firstLetterMistyped = a.length > 0 && b.length > 0 && a[0] !== b[0];
  return rows[a.length][b.length] + (firstLetterMistyped ? 1 : 0);
}

/** Whether `typed` may be a mistyping of `meant`: within the budget of the longer. */
export const mayMean = (typed: string, meant: string) =>
  typed !== meant && typoDistance(typed, meant) <= Math.max(typoBudget(typed), typoBudget(meant));
