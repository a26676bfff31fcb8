"use client";

import { signIn, signOut } from "next-auth/react";
import { useState } from "react";

// After sign-in, admins go through /api/preview/enter, which turns on draft mode (live pages).
const afterSignIn = (callbackUrl: string) =>
  `/api/preview/enter?next=${encodeURIComponent(callbackUrl)}`;

const buttonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-md px-4 py-2.5 text-sm font-semibold disabled:opacity-50";

/** Starts the Google sign-in, coming back to `callbackUrl`. */
export function GoogleSignInButton({
  callbackUrl,
  enabled,
}: {
  callbackUrl: string;
  enabled: boolean;
}) {
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={() => signIn("google", { callbackUrl: afterSignIn(callbackUrl) })}
      className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
    >
      <span aria-hidden="true" className="font-bold text-[#4285F4]">
        G
      </span>
      Sign in with Google
    </button>
  );
}

/** The development sign-in (AUTH_DEV_LOGIN=true): an email, no password. */
export function DevSignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const email = new FormData(event.currentTarget).get("email");
        setPending(true);
        void signIn("dev-login", { email, callbackUrl: afterSignIn(callbackUrl) });
      }}
    >
      <label className="block text-sm font-medium" htmlFor="dev-email">
        Email
      </label>
      <input
        id="dev-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass} bg-brand text-white hover:bg-brand-light`}
      >
        Sign in
      </button>
    </form>
  );
}

/** Signs out, leaves draft mode and returns to the home page; a failure is only logged. */
export function signOutHome() {
  signOut({ callbackUrl: "/api/preview/exit" }).catch((error) => console.error(error));
}

/** A Sign out button (signOutHome). */
export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={signOutHome}
      className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
    >
      Sign out
    </button>
  );
}
