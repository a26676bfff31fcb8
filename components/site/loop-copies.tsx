"use client";

import { useEffect, useRef } from "react";

/**
 * Completes a LoopCarousel in the browser: clones its first copy until the track holds
 * `copies`, then starts the loop. The server sends the cards once, so the page stays light
 * and reads fully without JavaScript (one copy, scrolled by hand). The clones are hidden
 * from assistive tech and out of the tab order.
 */
export function LoopCopies({ copies }: { copies: number }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const clones = holder.current;
    const viewport = clones?.closest<HTMLElement>("[data-carousel]");
    const first = viewport?.querySelector("[data-carousel-copy]");
    if (!clones || !viewport || !first) return;
    for (let copy = 1; copy < copies; copy++) {
      const clone = first.cloneNode(true) as HTMLElement;
      clone.setAttribute("aria-hidden", "true");
      clone.removeAttribute("aria-label");
      clone
        .querySelectorAll("a, button")
        .forEach((element) => element.setAttribute("tabindex", "-1"));
      clones.append(clone);
    }
    viewport.dataset.looping = "";
    return () => {
      clones.replaceChildren();
      delete viewport.dataset.looping;
    };
  }, [copies]);
  return <div ref={holder} className="contents" />;
}
