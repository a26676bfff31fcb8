import type { FieldErrors } from "./field-errors";

/**
 * Input a write refuses once it has looked at the data (a company that is gone, a name just
 * taken): thrown inside the write's transaction, so nothing it did is kept, and answered as the
 * action's refusal, beside the form's field `field` when it names one ("tags.2.category").
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  /** The refusal as a form's field errors (none when it names no field). */
  get errors(): FieldErrors | undefined {
    return this.field ? { [this.field]: this.message } : undefined;
  }
}

/** Refuses the write with `message`, naming the form's field `field` when given. */
export function refuse(message: string, field?: string): never {
  throw new Refusal(message, field);
}
