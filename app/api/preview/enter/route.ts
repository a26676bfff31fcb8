// GET /api/preview/enter?next=/path - after sign-in: admins switch to live (draft mode) pages
import { draftMode } from "next/headers";
import { getSessionUser } from "@/lib/auth/session";
import { redirectToPath, safeRedirectPath } from "@/lib/domain/safe-path";

export async function GET(request: Request) {
  const next = safeRedirectPath(new URL(request.url).searchParams.get("next"), {
    fallback: "/admin",
  });
  const user = await getSessionUser();
  if (user?.isAdmin) (await draftMode()).enable();
  return redirectToPath(next);
}
