import { draftMode } from "next/headers";
import { getSessionUser } from "./session";

export type Viewer = { isAdmin: boolean; email: string | null };

const VISITOR: Viewer = { isAdmin: false, email: null };

/**
 * Who is looking at a public page. Public pages are cached static HTML for everyone;
 * admins browse in draft mode (enabled at sign-in), which renders pages per request, and
 * only then is the session read and admin rights checked on the server.
 */
export async function getViewer(): Promise<Viewer> {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return VISITOR;
  const user = await getSessionUser();
  return user?.isAdmin ? { isAdmin: true, email: user.email } : VISITOR;
}
