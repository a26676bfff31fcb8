"use client";

import { useEffect } from "react";
import { httpOrigin, isInitResizeMessage, type FormType } from "@/lib/domain/frame-messages";

/** The origin of the page framing this one, or null when the page is not framed. */
function parentOrigin(): string | null {
  if (window.parent === window) return null;
  return httpOrigin(window.location.ancestorOrigins?.[0] ?? document.referrer);
}

/**
 * Tells the framing page this form's height whenever it changes, and again when the page
 * asks with init-resize. Messages go to the framing page's origin only, and only that page's
 * well-formed messages are answered.
 */
export function FrameResizer({ formType }: { formType: FormType }) {
  useEffect(() => {
    const origin = parentOrigin();
    if (!origin) return;
    const postHeight = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      window.parent.postMessage({ type: "resize-iframe", height, formType }, origin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== origin) return;
      if (isInitResizeMessage(event.data) && event.data.formType === formType) postHeight();
    };
    const observer = new ResizeObserver(postHeight);
    observer.observe(document.body);
    window.addEventListener("message", onMessage);
    return () => {
      observer.disconnect();
      window.removeEventListener("message", onMessage);
    };
  }, [formType]);
  return null;
}
