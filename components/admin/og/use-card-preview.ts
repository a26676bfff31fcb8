"use client";

import { useEffect, useState } from "react";
import type { OgTemplateStyle } from "@/lib/domain/og-template";

export type CardFormat = "png" | "svg";

/** Asks the server to draw a company's card with a template; throws the server's message. */
export async function fetchCard(
  shortname: string,
  template: OgTemplateStyle,
  format: CardFormat,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch("/api/admin/og-images/render", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ shortname, template, format }),
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `HTTP ${response.status}`);
  }
  return response.blob();
}

// A data: URL, which the pages' Content-Security-Policy allows as an image (blob: it does not).
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("the card could not be read"));
    reader.readAsDataURL(blob);
  });
}

type Preview = { url: string | null; error: string | null; pending: boolean };

// Edits come in bursts (a slider dragged): the card is asked for once they pause this long.
const DEBOUNCE_MS = 300;

/**
 * The PNG preview of a company's card, redrawn whenever the company or the template changes:
 * debounced, and the last request wins (an older one still under way is aborted, its answer
 * never shown).
 */
export function useCardPreview(shortname: string | null, template: OgTemplateStyle): Preview {
  const [preview, setPreview] = useState<Preview>({ url: null, error: null, pending: false });
  const templateKey = JSON.stringify(template);

  useEffect(() => {
    if (!shortname) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPreview((current) => ({ ...current, pending: true }));
      fetchCard(shortname, JSON.parse(templateKey) as OgTemplateStyle, "png", controller.signal)
        .then(dataUrlOf)
        .then((url) => {
          if (!controller.signal.aborted) setPreview({ url, error: null, pending: false });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setPreview((current) => ({
            ...current,
            error: (error as Error).message,
            pending: false,
          }));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [shortname, templateKey]);

  return preview;
}
