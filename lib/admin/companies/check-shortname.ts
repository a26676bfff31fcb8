import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { shortnameProblem } from "@/lib/companies/rename-shortname";
import { getDb } from "@/lib/db/client";
import { refused, type ActionResult } from "../action-result";

/**
 * Whether company `id` may take the shortname `wanted` (format, not another company's, not
 * another company's former one): the editor's check as the curator types. The save checks again.
 */
export async function checkShortname(
  _admin: AdminUser,
  id: number,
  wanted: string,
): Promise<ActionResult> {
  const problem = await shortnameProblem(await getDb(), id, wanted);
  return problem ? refused(problem) : { ok: true, message: `${wanted} is available.` };
}
