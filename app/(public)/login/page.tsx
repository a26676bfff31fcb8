import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DevSignInForm, GoogleSignInButton, SignOutButton } from "@/components/site/auth-buttons";
import { devLoginEnabled } from "@/lib/auth/dev-login";
import { getSessionUser } from "@/lib/auth/session";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false } };

const SIGN_IN_ERRORS: Record<string, string> = {
  CredentialsSignin: "Enter a valid email address.",
  AccessDenied: "Sign-in was refused: the Google account's email address is not verified.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeRedirectPath(params.callbackUrl, { fallback: "/admin" });
  const user = await getSessionUser();
  if (user?.isAdmin) redirect(`/api/preview/enter?next=${encodeURIComponent(callbackUrl)}`);

  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  const error = typeof params.error === "string" ? params.error : undefined;

  return (
    <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      {user ? (
        <>
          <h1 className="text-2xl font-bold text-red-700">Access Denied</h1>
          <p className="mt-3 text-sm text-slate-600">
            You are signed in as <strong>{user.email}</strong>, but this account does not have admin
            privileges.
          </p>
          <div className="mt-6">
            <SignOutButton />
          </div>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-brand">Admin Login</h1>
          <p className="mt-2 text-sm text-slate-600">Sign in with an administrator account.</p>
          {error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
              {SIGN_IN_ERRORS[error] ?? "Sign-in failed. Please try again."}
            </p>
          )}
          <div className="mt-6">
            <GoogleSignInButton
              callbackUrl={callbackUrl}
              enabled={Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET)}
            />
            {!(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET) && (
              <p className="mt-2 text-xs text-slate-500">
                Google sign-in is not configured on this server (GOOGLE_CLIENT_ID,
                GOOGLE_CLIENT_SECRET).
              </p>
            )}
          </div>
          {devLoginEnabled() && (
            <section className="mt-8 border-t border-slate-200 pt-6" aria-labelledby="dev-sign-in">
              <h2 id="dev-sign-in" className="mb-3 text-sm font-semibold text-slate-700">
                Development sign-in
              </h2>
              <DevSignInForm callbackUrl={callbackUrl} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
