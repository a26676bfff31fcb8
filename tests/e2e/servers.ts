// Addresses of the servers the browser tests start (see playwright.config.ts). They take
// E2E_PORT_BASE..+99 (default 3100), so that two checkouts can run their tests side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = BASE;
export const FEED_PORT = BASE + 99;
export const FEED_URL = `http://127.0.0.1:${FEED_PORT}`;
/** Servers over a database without content and over one whose reads fail. */
export const STATE_PORTS = { empty: BASE + 1, broken: BASE + 2 } as const;
/** The site over a throwaway PostgreSQL server (tests/e2e/postgres-app.ts). */
export const POSTGRES_PORT = BASE + 3;
/**
 * The same site over its own embedded database, for the editors' tests, whose new and changed
 * companies would otherwise change what the public pages' tests count.
 */
export const ADMIN_APP_PORT = BASE + 4;
export const ADMIN_APP_URL = `http://127.0.0.1:${ADMIN_APP_PORT}`;
/** A server that a test starts on its own (tests/e2e/startup.spec.ts). */
export const STARTUP_PORT = BASE + 9;
/** Where that server's script writes its database URL, for the test that breaks it. */
export const POSTGRES_URL_FILE = ".data/e2e-postgres/database-url";
/** Stand-ins that the social posting tests start: the X webhook and the Dub API. */
export const WEBHOOK_STANDIN_PORT = BASE + 30;
export const DUB_STANDIN_PORT = BASE + 31;
