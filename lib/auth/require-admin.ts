import "server-only";
import { redirect } from "next/navigation";
import { asAdminUser, type AdminUser } from "./admin-user";
import { getSessionUser } from "./session";
import { FOREIGN_ORIGIN_MESSAGE, isWriteFromSite } from "./site-origin";

export class AuthorizationError extends Error {
  // A production server hides a thrown error's message from the caller but sends its digest:
  // this one says "refused", so that a refusal can be told from a failure.
  readonly digest: string;

  constructor(readonly status: 401 | 403) {
    super(
      status === 401
        ? "Sign in as an administrator first."
        : "This account has no admin privileges.",
    );
    this.digest = `${AUTHORIZATION_DIGEST}${status}`;
  }
}

/** The start of a refused caller's error digest ('AUTHORIZATION_ERROR_401'). */
export const AUTHORIZATION_DIGEST = "AUTHORIZATION_ERROR_";

/** The signed-in admin; throws AuthorizationError (401 or 403) otherwise. For actions and routes. */
export async function requireAdmin(): Promise<AdminUser> {
  const user = await getSessionUser();
  if (!user) throw new AuthorizationError(401);
  if (!user.isAdmin) throw new AuthorizationError(403);
  return asAdminUser(user.email);
}

/** For admin pages: anyone but an admin goes to /login, which remembers `path`. */
export async function requireAdminPage(path: string): Promise<AdminUser> {
  const user = await getSessionUser();
  if (!user?.isAdmin) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  return asAdminUser(user.email);
}

type RouteHandler<C> = (request: Request, context: C, admin: AdminUser) => Promise<Response>;

// Answers that depend on who asks must never be kept by a shared cache.
const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * Wraps a route handler so that it answers 401/403 as JSON unless an admin calls it, and
 * marks every answer private. A write (any method but GET, HEAD, OPTIONS) from anywhere but
 * the site's own pages is refused with 403 first, before the session or the body is read:
 * unlike server actions, route handlers have no origin check of Next's.
 */
export function withAdmin<C>(handler: RouteHandler<C>) {
  return async (request: Request, context: C): Promise<Response> => {
    if (!isWriteFromSite(request)) {
      return Response.json({ error: FOREIGN_ORIGIN_MESSAGE }, { status: 403, headers: PRIVATE });
    }
    let admin: AdminUser;
    try {
      admin = await requireAdmin();
    } catch (error) {
      if (error instanceof AuthorizationError) {
        return Response.json({ error: error.message }, { status: error.status, headers: PRIVATE });
      }
      throw error;
    }
    const response = await handler(request, context, admin);
    response.headers.set("Cache-Control", PRIVATE["Cache-Control"]);
    return response;
  };
}
