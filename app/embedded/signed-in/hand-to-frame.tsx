"use client";

import { useEffect } from "react";
import type { FrameTokenMessage } from "@/lib/domain/headline-frame-messages";

/**
 * Posts the token to the window that opened this one, at the site's own origin only (the
 * framed form), then closes; the browser drops the message for an opener of any other origin.
 */
export function HandToFrame({ token }: { token: string | null }) {
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!token || !opener) return;
    const message: FrameTokenMessage = { type: "frame-token", token };
    opener.postMessage(message, window.location.origin);
    window.close();
  }, [token]);

  return (
    <p role="status" className="text-sm text-slate-800">
      Signed in. You can close this window and go back to the form.
    </p>
  );
}
