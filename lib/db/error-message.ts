import "server-only";
/** What went wrong in a failed query, in the database's own words (Drizzle wraps them). */
export function databaseErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}
