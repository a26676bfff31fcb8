"use client";

import { useState } from "react";
import { AlertText } from "@/components/ui/alert-text";
import { buttonClass } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";
import type { OgTemplateStyle } from "@/lib/domain/og-template";
import { fetchCard, useCardPreview, type CardFormat } from "./use-card-preview";

const FORMATS: CardFormat[] = ["svg", "png"];

type Props = { company: { name: string; shortname: string } | null; template: OgTemplateStyle };

/** The live 1200x630 preview of a company's card, with its SVG and PNG downloads. */
export function CardPreview({ company, template }: Props) {
  const preview = useCardPreview(company?.shortname ?? null, template);
  const [downloadError, setDownloadError] = useState("");

  async function download(format: CardFormat) {
    if (!company) return;
    setDownloadError("");
    try {
      const blob = await fetchCard(company.shortname, template, format);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${company.shortname}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch (error) {
      setDownloadError(`Download failed: ${(error as Error).message}`);
    }
  }

  return (
    <HeadedSection id="card-preview-heading" title="Preview (1200×630)">
      <div className="relative aspect-[1200/630] w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100">
        {preview.url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL of a card just drawn
          <img
            src={preview.url}
            alt={company ? `Social card of ${company.name}` : "Social card"}
            width={1200}
            height={630}
            className="h-full w-full"
          />
        ) : (
          <p className="p-4 text-sm text-slate-600">
            {company ? "Generating preview…" : "Choose an organization to see its card."}
          </p>
        )}
      </div>
      <p role="status" className="text-sm text-slate-600">
        {preview.pending ? "Updating preview…" : ""}
      </p>
      <AlertText>{preview.error && `Preview failed: ${preview.error}`}</AlertText>
      <div className="flex gap-2">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonClass.secondary}
            disabled={!company}
            onClick={() => download(format)}
          >
            Download {format.toUpperCase()}
          </button>
        ))}
      </div>
      <AlertText>{downloadError}</AlertText>
    </HeadedSection>
  );
}
