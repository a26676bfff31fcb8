import "server-only";
import type { z } from "zod";
import type { AdminUser } from "@/lib/auth/admin-user";
import { frameTokenAdmin } from "@/lib/auth/frame-token";
import { AuthorizationError, requireAdmin } from "@/lib/auth/require-admin";
import { FOREIGN_ORIGIN_MESSAGE, isActionFromSite } from "@/lib/auth/site-origin";
import { fieldErrorsOf, type FieldErrors } from "@/lib/validation/field-errors";
import { Refusal } from "@/lib/validation/refusal";
import { refused, type ActionResult, type Refused } from "./action-result";

/** One argument of an admin action: its schema, and the answer when a value does not parse. */
export type ActionArgument<Output, Input> = {
  schema: z.ZodType<Output, Input>;
  refusal: (errors: FieldErrors) => Refused;
  /** How a form names its lists' items in its problems (see fieldErrorsOf). */
  items?: Record<string, string>;
};

/**
 * An argument parsed by `schema`; a value it refuses is answered by `refusal`: a sentence, or
 * a refusal made from the problem of each field (a form's, its list items named by `items`).
 */
export function arg<Output, Input>(
  schema: z.ZodType<Output, Input>,
  refusal: string | ((errors: FieldErrors) => Refused),
  items?: Record<string, string>,
): ActionArgument<Output, Input> {
  const answer = typeof refusal === "string" ? () => refused(refusal) : refusal;
  return { schema, refusal: answer, items };
}

/** The refusal of a form: `message` above it, each problem beside its field. */
export const formRefusal = (message: string) => (errors: FieldErrors) => refused(message, errors);

type AnyArgument = ActionArgument<unknown, unknown>;
type Outputs<Args> = {
  [K in keyof Args]: Args[K] extends ActionArgument<infer O, unknown> ? O : never;
};
// What the browser sends is never trusted to have a type: every argument is parsed.
type Inputs<Args> = { [K in keyof Args]: unknown };

/**
 * An admin server action. Server actions are public POST endpoints, so it checks first, every
 * time, that the site's own pages posted it and that an admin did; then parses each argument
 * with its schema (the first that fails is answered with its refusal, and nothing is written);
 * then runs `write` with the admin and the parsed values. A Refusal thrown by `write` is
 * answered in its own words.
 */
export function adminAction<const Args extends readonly AnyArgument[], R extends ActionResult>(
  args: Args,
  write: (admin: AdminUser, ...values: Outputs<Args>) => Promise<R>,
): (...input: Inputs<Args>) => Promise<R | Refused> {
  const run = runAs(args, write);
  return async (...input) => {
    if (!(await isActionFromSite())) return refused(FOREIGN_ORIGIN_MESSAGE);
    const admin = await adminOrNull();
    return admin.ok ? run(admin.user, input) : admin.refusal;
  };
}

/** What a frame token that no longer stands (expired, or its admin signed out) is answered. */
export const FRAME_TOKEN_REFUSED =
  "Your sign-in for this form has ended: sign in again in a new window.";

/**
 * adminAction for the headline form framed by another site, which gets no session cookie: its
 * first argument is a frame token (lib/auth/frame-token.ts), which stands for the admin when
 * the request has no admin session. Admin rights are checked on the server either way.
 */
export function framedAdminAction<
  const Args extends readonly AnyArgument[],
  R extends ActionResult,
>(
  args: Args,
  write: (admin: AdminUser, ...values: Outputs<Args>) => Promise<R>,
): (token: unknown, ...input: Inputs<Args>) => Promise<R | Refused> {
  const run = runAs(args, write);
  return async (token, ...input) => {
    if (!(await isActionFromSite())) return refused(FOREIGN_ORIGIN_MESSAGE);
    const admin = await adminOrNull();
    if (admin.ok) return run(admin.user, input);
    const byToken = token ? await frameTokenAdmin(token) : null;
    if (byToken) return run(byToken, input);
    return token ? refused(FRAME_TOKEN_REFUSED) : admin.refusal;
  };
}

// Parses each argument (the first refused is answered) and writes as `admin`.
function runAs<const Args extends readonly AnyArgument[], R extends ActionResult>(
  args: Args,
  write: (admin: AdminUser, ...values: Outputs<Args>) => Promise<R>,
) {
  return async (admin: AdminUser, input: Inputs<Args>): Promise<R | Refused> => {
    const values: unknown[] = [];
    for (const [index, argument] of args.entries()) {
      const parsed = argument.schema.safeParse((input as unknown[])[index]);
      if (!parsed.success) return argument.refusal(fieldErrorsOf(parsed.error, argument.items));
      values.push(parsed.data);
    }
    try {
      return await write(admin, ...(values as Outputs<Args>));
    } catch (error) {
      if (error instanceof Refusal) return refused(error.message, error.errors);
      throw error;
    }
  };
}

async function adminOrNull(): Promise<
  { ok: true; user: AdminUser } | { ok: false; refusal: Refused }
> {
  try {
    return { ok: true, user: await requireAdmin() };
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, refusal: refused(error.message) };
    throw error;
  }
}
