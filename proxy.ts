import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { authSecret } from "@/lib/auth/options";

// Sends anonymous visitors of guarded pages to /login, remembering where they were going.
// Not a security boundary: every admin page, action and route checks admin rights itself.
export async function proxy(request: NextRequest) {
  const secret = authSecret();
  const token = secret ? await getToken({ req: request, secret }).catch(() => null) : null;
  if (token) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

export const config = { matcher: ["/admin/:path*", "/embedded/:path*"] };
