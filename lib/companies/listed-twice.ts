import { refuse } from "@/lib/validation/refusal";

/** Refuses a list naming the same row (`key`) twice, at the second mention's name field. */
export function refuseListedTwice(
  list: "key_people" | "projects",
  entries: { key: string; index: number; name: string }[],
) {
  const seen = new Set<string>();
  for (const { key, index, name } of entries) {
    if (seen.has(key)) refuse(`${name} is listed twice`, `${list}.${index}.name`);
    seen.add(key);
  }
}
