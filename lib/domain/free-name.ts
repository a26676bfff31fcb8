import { firstFreeSlug } from "./slug";

/**
 * `name`, or the first of `name-2`, `name-3`... that `taken` lacks, compared case-insensitively:
 * the shortnames' suffix rule, for names that must stay unique (tags in a category, categories).
 */
export function firstFreeName(name: string, taken: Iterable<string>): string {
  const free = firstFreeSlug(
    name.toLowerCase(),
    [...taken].map((other) => other.toLowerCase()),
  );
  return name + free.slice(name.length);
}
