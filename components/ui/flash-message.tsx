"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

// A confirmation that outlives the navigation after a save ("Saved Supabase." on the company's
// public page): the editor leaves it in this tab's session storage, and the next page shows it
// once. Nothing is sent to the server, so cached pages stay shared.

const KEY = "coss-flash";
const SHOWN_MS = 8000;

/** Leaves `message` for the next page of this tab. */
export function flashOnNextPage(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the page itself shows the change.
  }
}

/** Takes back a message left for a navigation that did not happen (a refused save). */
export function forgetFlash(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}

/** Shows, once, the message a save left for this page. */
export function FlashMessage() {
  const pathname = usePathname();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let left: string | null = null;
    try {
      left = sessionStorage.getItem(KEY);
    } catch {}
    if (!left) return;
    // Taken when shown, so that an effect run twice (React's development checks) still shows it.
    const show = setTimeout(() => {
      forgetFlash();
      setMessage(left);
    });
    const hide = setTimeout(() => setMessage(null), SHOWN_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [pathname]);

  return (
    // A live region without the status role: the pages' own status lines stay the only ones.
    <div aria-live="polite" className="fixed bottom-4 right-4 z-50">
      {message && (
        <p className="flex items-center gap-3 rounded-md bg-green-700 px-4 py-3 text-sm font-medium text-white shadow-lg">
          {message}
          <button
            type="button"
            onClick={() => setMessage(null)}
            aria-label="Dismiss"
            className="rounded px-1 text-white/90 hover:text-white"
          >
            ×
          </button>
        </p>
      )}
    </div>
  );
}
