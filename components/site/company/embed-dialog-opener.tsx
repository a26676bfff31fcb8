"use client";

import { useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { EmbedSnippets } from "./embed-dialog";

// Loaded on the first click, so that visitors who never open it do not download it.
const EmbedDialog = lazyComponent(() => import("./embed-dialog").then((m) => m.EmbedDialog));

/** The "Embed this" button, which opens the dialog of the company's snippets. */
export function EmbedDialogOpener(snippets: EmbedSnippets) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass.outline}
        onClick={() => (opened ? dialog.current?.showModal() : setOpened(true))}
      >
        Embed this
      </button>
      {opened && (
        <EmbedDialog {...snippets} dialog={dialog} onClose={() => opener.current?.focus()} />
      )}
    </>
  );
}
