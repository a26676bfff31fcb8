"use client";

import { useEffect, useId, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { trapTab } from "@/components/ui/focus-trap";
import { CopySnippet } from "./copy-snippet";

/** What the dialog shows; the previews load from the site's own paths, whatever its host. */
export type EmbedSnippets = {
  name: string;
  card: { path: string; title: string; width: number; height: number; html: string };
  badge: { path: string; alt: string; markdown: string };
};

type Props = EmbedSnippets & {
  dialog: RefObject<HTMLDialogElement | null>;
  /** Gives the focus back to the button that opened it. */
  onClose: () => void;
};

/**
 * "Embed this": a modal with the company card's iframe snippet and a live preview of it, and
 * the README badge's Markdown with its image. It opens as it mounts (the opener's first
 * click; EmbedDialogOpener opens it again later). Escape or Close closes it, Tab stays inside.
 */
export function EmbedDialog({ name, card, badge, dialog, onClose }: Props) {
  const id = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, [dialog]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Tab" && dialog.current && trapTab(dialog.current, event.shiftKey)) {
      event.preventDefault();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onClose={onClose}
      className="m-auto w-full max-w-xl rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand">
        Embed {name}
      </h2>
      <div className="mt-4 space-y-4">
        <CopySnippet label="Card (HTML)" text={card.html} rows={5} />
        <figure className="space-y-1">
          <figcaption className="text-xs text-slate-600">Preview</figcaption>
          <iframe
            src={card.path}
            title={card.title}
            width={card.width}
            height={card.height}
            loading="lazy"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="max-w-full border-0"
          />
        </figure>
        <CopySnippet label="README badge (Markdown)" text={badge.markdown} />
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG badge of this site */}
        <img src={badge.path} alt={badge.alt} height={20} />
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => dialog.current?.close()}>Close</Button>
      </div>
    </dialog>
  );
}
