// Drizzle wraps a refused query in its own error ("Failed query: ..."); the driver's error,
// with the constraint's name, is its cause on PGlite and node-postgres alike.

/** What a query refused by the named constraint rejects with, for `rejects.toMatchObject`. */
export function violationOf(constraint: string) {
  return { cause: { constraint } };
}
