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
/** The several-servers test: nginx and the two servers behind it. */
export const SEVERAL_SERVERS_PORTS = { balancer: BASE + 40, a: BASE + 41, b: BASE + 42 } as const;
/** The empty site that the open data test imports the /data downloads into. */
export const OPEN_DATA_IMPORT_PORT = BASE + 50;
/** The demo syncing its repositories from a stand-in GitHub API (tests/e2e/github-sync.spec.ts). */
export const GITHUB_SYNC_PORT = BASE + 60;
/** The demo following a stand-in news feed (tests/e2e/news-queue.spec.ts). */
export const NEWS_QUEUE_PORT = BASE + 61;
/** Stand-ins that the social posting tests start: the X webhook and the Dub API. */
export const WEBHOOK_STANDIN_PORT = BASE + 30;
export const DUB_STANDIN_PORT = BASE + 31;
/**
 * The writes server's own webhook and Dub key (SOCIAL_WEBHOOK_URL, DUB_API_KEY), which must
 * never reach a browser: the webhook's path holds a token, as real ones do.
 */
export const SOCIAL_ADMIN_ENV = {
  SOCIAL_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_STANDIN_PORT}/hook/server-token-4d1c`,
  DUB_API_KEY: "dub_server_key_9b2e",
};
/** Stand-ins of the headline desk's tests: article pages, AI APIs, pages framing the form. */
export const HEADLINE_DESK_PORTS = {
  articles: BASE + 20,
  ai: BASE + 21,
  allowedParent: BASE + 22,
  otherParent: BASE + 23,
  /** A parent page on another site (127.0.0.2), which gets the form without its session cookie. */
  otherSiteParent: BASE + 24,
} as const;

const AI_STAND_IN = `http://127.0.0.1:${HEADLINE_DESK_PORTS.ai}`;
/**
 * The admin writes server's AI settings: every provider configured, answered by the stand-in
 * (tests/e2e/stand-ins/ai-apis.ts); one page origin allowed to frame the embedded form.
 */
export const HEADLINE_DESK_ADMIN_ENV = {
  GOOGLE_GENERATIVE_AI_API_KEY: "stand-in-key",
  OPENAI_API_KEY: "stand-in-key",
  ANTHROPIC_API_KEY: "stand-in-key",
  AI_MODEL_GEMINI: "gemini-standin",
  AI_MODEL_OPENAI: "gpt-standin",
  AI_MODEL_CLAUDE: "claude-standin",
  GOOGLE_GENERATIVE_AI_BASE_URL: `${AI_STAND_IN}/gemini/v1beta`,
  OPENAI_BASE_URL: `${AI_STAND_IN}/openai/v1`,
  ANTHROPIC_BASE_URL: `${AI_STAND_IN}/anthropic/v1`,
  EMBED_PARENT_ORIGINS: `http://127.0.0.1:${HEADLINE_DESK_PORTS.allowedParent},http://127.0.0.2:${HEADLINE_DESK_PORTS.otherSiteParent}`,
};
