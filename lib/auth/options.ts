import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { z } from "zod";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import { env } from "@/lib/env";
import { devLoginEnabled } from "./dev-login";
import { devLoginPeerProblem } from "./dev-login-peer";
import { devAuthSecret } from "./dev-secret";
import { recordSignOut } from "./record-sign-out";
import { SESSION_MAX_AGE_SECONDS } from "./session-age";

export const DEV_LOGIN_PROVIDER = "dev-login";

/**
 * The secret that signs session tokens: NEXTAUTH_SECRET, else, only with the development
 * sign-in on, a random one kept in the data directory.
 */
export function authSecret(): string | undefined {
  const { NEXTAUTH_SECRET, DATA_DIR } = env();
  return NEXTAUTH_SECRET ?? (devLoginEnabled() ? devAuthSecret(DATA_DIR) : undefined);
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
        // An email, no password: for someone at this machine only.
        authorize(credentials, request) {
          const refused = devLoginPeerProblem(request?.headers);
          if (refused) {
            console.warn(`Development sign-in refused: ${refused}`);
            return null;
          }
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
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers: providers(),
    callbacks: {
      // Only a verified Google address may be trusted as an identity.
      signIn({ account, profile }) {
        if (account?.provider !== "google") return true;
        return (profile as { email_verified?: boolean } | undefined)?.email_verified === true;
      },
      // Each refresh renews the token's iat: the sign-in time is kept apart, for the 12-hour
      // limit and the sign-out check (lib/auth/session.ts).
      jwt({ token, user }) {
        if (user) token.signedInAt = Date.now();
        return token;
      },
      session({ session, token }) {
        return { ...session, signedInAt: token.signedInAt };
      },
      // Only paths of this site, and kept relative, so that sign-in and sign-out stay on
      // whatever host the visitor used.
      redirect({ url, baseUrl }) {
        return safeRedirectPath(url, { origin: baseUrl });
      },
    },
    events: {
      async signOut({ token }) {
        await recordSignOut(token?.email);
      },
    },
  };
}
