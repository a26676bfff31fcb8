// The carousels show a logo card between the items, as on the original site.
export const PLACEHOLDER_POSITIONS = [0, 11, 22] as const;

export type WithPlaceholder<T> = { kind: "item"; item: T } | { kind: "placeholder" };

/**
 * The items with a placeholder inserted at each position of the result (0, 11 and 22 by
 * default); a position past the end is skipped, so short lists get fewer placeholders.
 */
export function withPlaceholders<T>(
  items: readonly T[],
  positions: readonly number[] = PLACEHOLDER_POSITIONS,
): WithPlaceholder<T>[] {
  const result: WithPlaceholder<T>[] = items.map((item) => ({ kind: "item", item }));
  for (const position of [...positions].sort((a, b) => a - b)) {
    if (position <= result.length) result.splice(position, 0, { kind: "placeholder" });
  }
  return result;
}
