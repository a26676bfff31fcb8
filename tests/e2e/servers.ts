// Addresses of the servers the browser tests start (see playwright.config.ts).
export const APP_PORT = 3100;
export const FEED_URL = "http://127.0.0.1:3199";
/** Servers over a database without content and over one whose reads fail. */
export const STATE_PORTS = { empty: 3101, broken: 3102 } as const;
/** The site over a throwaway PostgreSQL server (tests/e2e/postgres-app.ts). */
export const POSTGRES_PORT = 3103;
/** Where that server's script writes its database URL, for the test that breaks it. */
export const POSTGRES_URL_FILE = ".data/e2e-postgres/database-url";
