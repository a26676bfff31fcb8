// GET /api/preview/enter?next=/path - after sign-in: admins switch to live (draft mode) pages
import { draftMode } from "next/headers";
import { NextResponse } from "next/server";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { getSessionUser } from "@/lib/auth/session";
import { PREVIEW_CHECKED_COOKIE } from "@/lib/auth/preview-cookies";

export async function GET(request: Request) {
  const next = safeCallbackPath(new URL(request.url).searchParams.get("next") ?? undefined);
  const user = await getSessionUser();
  if (user?.isAdmin) (await draftMode()).enable();
  const response = NextResponse.redirect(new URL(next, request.url));
  // Remembered for the browser session, so that the proxy asks at most once.
  response.cookies.set(PREVIEW_CHECKED_COOKIE, "1", { httpOnly: true, sameSite: "lax", path: "/" });
  return response;
}
