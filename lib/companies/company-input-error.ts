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
