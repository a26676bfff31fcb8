"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FRAME_SIGN_IN_PATH, isFrameTokenMessage } from "@/lib/domain/headline-frame-messages";

type Props = {
  /** Told the token the sign-in window hands over. */
  onToken: (token: string) => void;
  /** Why the form asks again (a token that has ended), shown above the button. */
  reason?: string;
};

/**
 * Framed by another site, the form gets no session cookie: 'Sign in in a new window' opens the
 * sign-in on the site itself, whose window then hands this frame a token (a message from the
 * site's own origin, from that window only). The frame goes on without a reload.
 */
export function SignInWindow({ onToken, reason }: Props) {
  const [blocked, setBlocked] = useState(false);
  const opened = useRef<Window | null>(null);

  useEffect(() => {
    function listen(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!opened.current || event.source !== opened.current) return;
      if (isFrameTokenMessage(event.data)) onToken(event.data.token);
    }
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [onToken]);

  function open() {
    opened.current = window.open(FRAME_SIGN_IN_PATH, "coss-sign-in", "popup,width=520,height=680");
    setBlocked(opened.current === null);
  }

  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-4">
      <p className="text-sm text-slate-800">
        {reason ?? "Sign in as an administrator to add a headline."} The sign-in opens in a window
        of its own; the form appears here once you are signed in.
      </p>
      <Button variant="primary" onClick={open}>
        Sign in in a new window
      </Button>
      {blocked && (
        <p role="alert" className="text-sm text-red-700">
          The browser blocked the window: allow pop-ups for this site and try again.
        </p>
      )}
    </div>
  );
}
