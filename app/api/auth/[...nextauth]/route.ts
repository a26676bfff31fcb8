// GET/POST /api/auth/* - next-auth (Google, and the development sign-in when enabled)
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request, so that the environment is read at run time, not at build.
function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptions());
}

export { handler as GET, handler as POST };
