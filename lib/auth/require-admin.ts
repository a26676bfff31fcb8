import { redirect } from "next/navigation";
import { getSessionUser, type SessionUser } from "./session";

export class AuthorizationError extends Error {
  constructor(readonly status: 401 | 403) {
    super(
      status === 401
        ? "Sign in as an administrator first."
        : "This account has no admin privileges.",
    );
  }
}

/** The signed-in admin; throws AuthorizationError (401 or 403) otherwise. For actions and routes. */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AuthorizationError(401);
  if (!user.isAdmin) throw new AuthorizationError(403);
  return user;
}

/** For admin pages: anyone but an admin goes to /login, which remembers `path`. */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user?.isAdmin) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  return user;
}

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that it answers 401/403 as JSON unless an admin calls it. */
export function withAdmin<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    try {
      await requireAdmin();
    } catch (error) {
      if (error instanceof AuthorizationError) {
        return Response.json({ error: error.message }, { status: error.status });
      }
      throw error;
    }
    return handler(request, context);
  };
}
