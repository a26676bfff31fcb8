import { z } from "zod";
import { parseEmbedParentOrigins } from "@/lib/http/embed-parent-origins.mjs";

// Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"),
  ),
  DATA_DIR: optional(z.string()).transform((dir) => dir ?? ".data"),
  NEXTAUTH_URL: optional(z.url()),
  NEXTAUTH_SECRET: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  ADMIN_EMAILS: optional(z.string()).transform((list) =>
    (list ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ),
  AUTH_DEV_LOGIN: optional(z.string()).transform((flag) => flag === "true"),
  // Addresses the server listens on (server.mjs reads it itself: lib/http/listen-address.mjs).
  LISTEN_ADDRESS: optional(z.string()).transform((list) =>
    (list ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  ),
  // The Redis (or Valkey) several servers share their page cache and limits through
  // (lib/redis/shared-redis.mjs reads it itself); unset, each server keeps them in memory.
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }),
  ),
  // Addresses of reverse proxies in front of the server, whose X-Forwarded-For is believed.
  TRUSTED_PROXIES: optional(z.string()).transform((list) =>
    (list ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  ),
  BLOG_FEED_URL: optional(z.url({ protocol: /^https?$/ })),
  // The default webhook that posts to X (admin post page), and the Dub API for shortlinks.
  SOCIAL_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  DUB_API_KEY: optional(z.string()),
  DUB_API_URL: optional(z.url({ protocol: /^https?$/ })).transform(
    (url) => url ?? "https://api.dub.co",
  ),
  // GitHub's REST API for the figures of projects' repositories (lib/github/). The token
  // (secret: never logged, never sent to browsers) raises the limit from 60 requests an hour to
  // 5,000; the URL may name an Enterprise server or a local stand-in.
  GITHUB_TOKEN: optional(z.string()),
  GITHUB_API_URL: optional(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
  ).transform((url) => url ?? "https://api.github.com"),
  GITHUB_SYNC: optional(z.enum(["on", "off"], { error: "must be on or off" })).transform(
    (flag) => flag ?? "on",
  ),
  GITHUB_SYNC_INTERVAL_HOURS: optional(
    z.coerce
      .number({ error: "must be a positive number of hours" })
      .positive({ error: "must be a positive number of hours" }),
  ).transform((hours) => hours ?? 24),
  // Test-only: lets the server fetch from 127.0.0.0/8 and ::1 (a local feed in browser tests).
  SAFE_FETCH_ALLOW_LOOPBACK: optional(z.string()).transform((flag) => flag === "true"),
  // AI assist of the headline and company forms: a key enables its provider; the model and
  // the API's base URL (a gateway, or a local stand-in in tests) may be changed.
  GOOGLE_GENERATIVE_AI_API_KEY: optional(z.string()),
  OPENAI_API_KEY: optional(z.string()),
  ANTHROPIC_API_KEY: optional(z.string()),
  AI_MODEL_GEMINI: optional(z.string()),
  AI_MODEL_OPENAI: optional(z.string()),
  AI_MODEL_CLAUDE: optional(z.string()),
  GOOGLE_GENERATIVE_AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  ANTHROPIC_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  // Origins (besides the site's own) allowed to frame the embedded headline form and hear it.
  // Parsed by the function server.mjs uses too, so that both agree on every entry.
  EMBED_PARENT_ORIGINS: optional(z.string()).transform((list, context) => {
    try {
      return parseEmbedParentOrigins(list);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  }),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The validated environment, read when asked (never at import, so builds do not need it;
 * not cached, so tests may change variables). Parsing a dozen strings costs microseconds.
 */
export function env(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
}
