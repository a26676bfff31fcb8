"use client";

import { useState } from "react";
import { rememberChoice, TERMINAL_COOKIE } from "../remembered-choice";
import { buttonClass } from "@/components/ui/button";

type Props = { initiallyShown: boolean; children: React.ReactNode };

/**
 * Show Terminal / Hide Terminal, remembered across reloads. A hidden terminal stays mounted,
 * so that its output and command history survive hiding it.
 */
export function TerminalToggle({ initiallyShown, children }: Props) {
  const [shown, setShown] = useState(initiallyShown);
  function toggle() {
    setShown(!shown);
    rememberChoice(TERMINAL_COOKIE, shown ? "hidden" : "shown");
  }
  return (
    <section aria-label="Terminal" className="space-y-3">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls="admin-terminal"
        onClick={toggle}
        className={buttonClass.secondary}
      >
        {shown ? "Hide Terminal" : "Show Terminal"}
      </button>
      <div id="admin-terminal" hidden={!shown}>
        {children}
      </div>
    </section>
  );
}
