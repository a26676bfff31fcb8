"use client";

import { useEffect, useRef, useState } from "react";
import { isResizeMessage, type FormType } from "@/lib/domain/frame-messages";

type Props = { formType: FormType; src: string; title: string; initialHeight: number };

/**
 * One of our embeddable forms in a frame whose height follows the form's: the frame reports
 * its height (resize-iframe) and is asked for it once loaded (init-resize). Only messages
 * from this frame, from the form's origin and of the right shape are heeded.
 */
export function FramedForm({ formType, src, title, initialHeight }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight);

  useEffect(() => {
    const origin = new URL(src, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (isResizeMessage(event.data) && event.data.formType === formType) {
        setHeight(event.data.height);
      }
    };
    const askHeight = () =>
      frame.current?.contentWindow?.postMessage({ type: "init-resize", formType }, origin);
    const element = frame.current;
    window.addEventListener("message", onMessage);
    element?.addEventListener("load", askHeight);
    // The frame may have loaded before this effect ran.
    askHeight();
    return () => {
      window.removeEventListener("message", onMessage);
      element?.removeEventListener("load", askHeight);
    };
  }, [formType, src]);

  // The border is the wrapper's, so that the frame's height is all the form's.
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <iframe
        ref={frame}
        src={src}
        title={title}
        height={height}
        data-form-type={formType}
        className="block w-full border-0"
      />
    </div>
  );
}
