/** Edit distance of two strings (insertions, deletions, substitutions), capped at `limit` + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * Up to `count` of `names` closest to `wanted` (ignoring case), for a 'did you mean': names
 * containing it or within a third of its length in edits, nearest first.
 */
export function closestNames(wanted: string, names: Iterable<string>, count = 3): string[] {
  const target = wanted.trim().toLowerCase();
  const limit = Math.max(1, Math.floor(target.length / 3));
  const scored: [string, number][] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    const distance =
      (target.length >= 3 && lower.includes(target)) ||
      (lower.length >= 3 && target.includes(lower))
        ? 0.5
        : editDistance(target, lower, limit);
    if (distance <= limit) scored.push([name, distance]);
  }
  return scored
    .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))
    .slice(0, count)
    .map(([name]) => name);
}
