import "server-only";
import { draftMode } from "next/headers";
import { cache } from "react";
import { asAdminUser, type AdminUser } from "./admin-user";
import { getSessionUser } from "./session";

/**
 * The admin looking at a public page, or null for everyone else. Public pages are cached
 * static HTML for everyone; admins browse in draft mode (enabled at sign-in), which renders
 * pages per request, and only then is the session read and admin rights checked. Once per
 * request, so that reads cached per request see the same admin.
 */
export const getViewerAdmin = cache(async (): Promise<AdminUser | null> => {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return null;
  const user = await getSessionUser();
  return user?.isAdmin ? asAdminUser(user.email) : null;
});
