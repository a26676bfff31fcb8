import { z } from "zod";

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
  BLOG_FEED_URL: optional(z.url({ protocol: /^https?$/ })),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment; read on first use so that builds never need it. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  cached = parsed.data;
  return cached;
}
