import type { Extension } from "@electric-sql/pglite";

export const PGLITE_EXTENSIONS: Record<"pg_trgm" | "unaccent" | "fuzzystrmatch", Extension>;

export const PGLITE_OPTIONS: {
  extensions: typeof PGLITE_EXTENSIONS;
  relaxedDurability: boolean;
};
