import { refuse } from "@/lib/validation/refusal";

type ListName = "key_people" | "projects";

/** Refuses a list naming the same row (`key`) twice, at the second mention's name field. */
export function refuseListedTwice(
  list: ListName,
  entries: { key: string; index: number; name: string }[],
) {
  const seen = new Set<string>();
  for (const { key, index, name } of entries) {
    if (seen.has(key)) refuse(`${name} is listed twice`, `${list}.${index}.name`);
    seen.add(key);
  }
}

/** The items of one list (people, projects) of each of several new companies. */
export type CompanyItems<T> = { organizationId: number; items: T[] }[];

/**
 * The rows new companies list, each found or created by `find` (given every item in order),
 * with its company and item; refuses a company that lists one row twice.
 */
export async function findListedRows<T extends { name: string }>(
  list: ListName,
  companies: CompanyItems<T>,
  find: (items: T[]) => Promise<number[]>,
) {
  const entries = companies.flatMap(({ organizationId, items }) =>
    items.map((item, index) => ({ organizationId, item, index })),
  );
  const ids = await find(entries.map((entry) => entry.item));
  refuseListedTwice(
    list,
    entries.map(({ organizationId, item, index }, i) => ({
      key: `${organizationId} ${ids[i]}`,
      index,
      name: item.name,
    })),
  );
  return entries.map(({ organizationId, item }, i) => ({ organizationId, item, id: ids[i] }));
}
