import "server-only";
/**
 * The name of the constraint that refused a query, or null for any other error. Drizzle wraps
 * the driver's error (its cause), which names the constraint on PGlite and node-postgres alike.
 */
export function violatedConstraint(error: unknown): string | null {
  const cause = (error as { cause?: { constraint?: unknown } } | null)?.cause;
  return typeof cause?.constraint === "string" ? cause.constraint : null;
}
