// GET /api/preview/exit - after sign-out: back to the cached public pages, then home
import { draftMode } from "next/headers";
import { NextResponse } from "next/server";
import { PREVIEW_CHECKED_COOKIE } from "@/lib/auth/preview-cookies";

export async function GET(request: Request) {
  (await draftMode()).disable();
  const response = NextResponse.redirect(new URL("/", request.url));
  response.cookies.delete(PREVIEW_CHECKED_COOKIE);
  return response;
}
