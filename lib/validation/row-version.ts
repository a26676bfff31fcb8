import { z } from "zod";
import { refuse } from "./refusal";

/** The version of a row an editor read when it was opened (versions start at 1). */
export const rowVersionSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The answer to a save whose editor did not say which version it opened. */
export const MISSING_VERSION =
  "Nothing was saved: this form does not say which version it was opened at. Open it again in a new tab, then save.";

/**
 * The row an editor opened (null when it creates one); an editor of an existing row that does
 * not say which version it read is refused, so that it cannot save over a newer one.
 */
export function openedRow(id: number | null, version: number | null) {
  if (id === null) return null;
  if (version === null) refuse(MISSING_VERSION);
  return { id, version };
}
