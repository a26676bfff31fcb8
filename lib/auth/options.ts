import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { z } from "zod";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import { env } from "@/lib/env";
import { devLoginEnabled } from "./dev-login";

export const DEV_LOGIN_PROVIDER = "dev-login";

// Only for the development sign-in on a loopback site: signs in with an email, no password.
const DEV_SECRET = "coss-directory-development-sign-in-only";

/** The secret that signs session tokens; a fixed one only when the development sign-in is on. */
export function authSecret(): string | undefined {
  return env().NEXTAUTH_SECRET ?? (devLoginEnabled() ? DEV_SECRET : undefined);
}

function providers() {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  const list: NextAuthOptions["providers"] = [];
  if (GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) {
    list.push(GoogleProvider({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET }));
  }
  if (devLoginEnabled()) {
    list.push(
      CredentialsProvider({
        id: DEV_LOGIN_PROVIDER,
        name: "Development sign-in",
        credentials: { email: { label: "Email", type: "email" } },
        authorize(credentials) {
          const email = z.email().safeParse(credentials?.email?.trim().toLowerCase());
          return email.success ? { id: email.data, email: email.data } : null;
        },
      }),
    );
  }
  return list;
}

/** next-auth configuration, built from the environment when first needed. */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt" },
    pages: { signIn: "/login", error: "/login" },
    providers: providers(),
    callbacks: {
      // Only a verified Google address may be trusted as an identity.
      signIn({ account, profile }) {
        if (account?.provider !== "google") return true;
        return (profile as { email_verified?: boolean } | undefined)?.email_verified === true;
      },
      // Only paths of this site, and kept relative, so that sign-in and sign-out stay on
      // whatever host the visitor used.
      redirect({ url, baseUrl }) {
        return safeRedirectPath(url, { origin: baseUrl });
      },
    },
  };
}
