// The contrib extensions the migrations create, which PGlite must be given when it opens:
// trigram similarity (pg_trgm), accent folding (unaccent) and edit distance (fuzzystrmatch),
// all three used by search. PostgreSQL ships them in its contrib package.
// Written in plain JavaScript because the database's worker thread, which runs without a
// build, loads it.
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, fuzzystrmatch };

// How PGlite opens: with these extensions, and without awaiting its file system's sync after
// each query. On Node its files are written through to the disk as PostgreSQL writes them
// (NODEFS), and that sync does nothing, but awaiting it (under PGlite's lock) doubled the cost
// of every query: 0.9 ms instead of 0.4 for `select 1`.
export const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, relaxedDurability: true };
