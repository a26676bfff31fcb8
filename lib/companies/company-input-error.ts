/**
 * Input that passed the schema but not the database's knowledge (an unknown tag category, a
 * person listed twice): thrown inside a save's transaction to roll it back, with the field
 * path ("tags.2.category") so that the form can show it beside the field.
 */
export class CompanyInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** Refuses a list naming the same row (`key`) twice, at the second mention's name field. */
export function refuseListedTwice(
  list: "key_people" | "projects",
  entries: { key: string; index: number; name: string }[],
) {
  const seen = new Set<string>();
  for (const { key, index, name } of entries) {
    if (seen.has(key))
      throw new CompanyInputError(`${list}.${index}.name`, `${name} is listed twice`);
    seen.add(key);
  }
}
