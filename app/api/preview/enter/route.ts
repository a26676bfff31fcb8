// GET /api/preview/enter?next=/path - after sign-in: admins switch to live (draft mode) pages
import { draftMode } from "next/headers";
import { NextResponse } from "next/server";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { getSessionUser } from "@/lib/auth/session";

export async function GET(request: Request) {
  const next = safeCallbackPath(new URL(request.url).searchParams.get("next") ?? undefined);
  const user = await getSessionUser();
  if (user?.isAdmin) (await draftMode()).enable();
  return NextResponse.redirect(new URL(next, request.url));
}
