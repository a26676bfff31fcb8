import "server-only";
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";

/**
 * For admin pages that lead to public pages: an admin whose browser lost the draft-mode
 * cookie (it lasts one browser session) gets it back, then comes back to `path`, so that the
 * public pages show unpublished data and the admin controls again.
 */
export async function ensureDraftMode(path: string) {
  if (!(await draftMode()).isEnabled) {
    redirect(`/api/preview/enter?next=${encodeURIComponent(path)}`);
  }
}
