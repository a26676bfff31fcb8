import { z } from "zod";

/** `schema` applied to the fields of a posted form (FormData), each read as its text. */
export const formDataOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value instanceof FormData ? Object.fromEntries(value) : value), schema);

/** The refusal sentence of a form whose one problem is said on its own: "Unknown submission." */
export const firstProblem = (errors: Record<string, string>) => `${Object.values(errors)[0]}.`;
