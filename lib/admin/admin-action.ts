import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { AuthorizationError, requireAdmin } from "@/lib/auth/require-admin";
import type { ActionResult } from "./action-result";

/**
 * The body of an admin server action. Server actions are public POST endpoints: the admin
 * check comes first, every time, and a refusal is answered as the action's message. An
 * action may answer more than an ActionResult (a form's errors, suggestions); a refusal is
 * always a bare `{ ok: false, message }`.
 */
export async function asAdmin<T extends ActionResult = ActionResult>(
  work: (admin: AdminUser) => Promise<T>,
): Promise<T | ActionResult> {
  return asAdminOr<T | ActionResult>((message) => ({ ok: false, message }), work);
}

/** asAdmin for an action that answers in its own shape: `refused` words the refusal in it. */
export async function asAdminOr<T>(
  refused: (message: string) => T,
  work: (admin: AdminUser) => Promise<T>,
): Promise<T> {
  let admin: AdminUser;
  try {
    admin = await requireAdmin();
  } catch (error) {
    if (error instanceof AuthorizationError) return refused(error.message);
    throw error;
  }
  return work(admin);
}
