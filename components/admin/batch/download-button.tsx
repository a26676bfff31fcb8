"use client";

import { buttonClass } from "@/components/ui/button";

type Props = { fileName: string; text: string; type: string; label: string };

/** Saves `text` as a file named `fileName` (the templates). */
export function DownloadButton({ fileName, text, type, label }: Props) {
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <button type="button" onClick={download} className={buttonClass.outline}>
      {label}
    </button>
  );
}
