import { refuse } from "@/lib/validation/refusal";

type ListName = "key_people" | "projects";

/**
 * Refuses a company's list whose items name one row twice (`ids`: the row of each item, in
 * order), at the second mention's name field.
 */
export function refuseListedTwice(list: ListName, items: { name: string }[], ids: number[]) {
  const seen = new Set<number>();
  items.forEach(({ name }, index) => {
    if (seen.has(ids[index])) refuse(`${name} is listed twice`, `${list}.${index}.name`);
    seen.add(ids[index]);
  });
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
  const ids = await find(companies.flatMap((company) => company.items));
  let start = 0;
  return companies.flatMap(({ organizationId, items }) => {
    const own = ids.slice(start, (start += items.length));
    refuseListedTwice(list, items, own);
    return items.map((item, index) => ({ organizationId, item, id: own[index] }));
  });
}
