import "server-only";
/** What an admin server action answers: whether it worked, and one sentence saying what happened. */
export type ActionResult = { ok: boolean; message: string };
