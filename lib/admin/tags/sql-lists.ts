import "server-only";
/** Quotes names for a message: "a", "b" and "c". */
export function quoteNames(names: string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}
