"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/controls";
import type { AiProviderChoice } from "@/lib/domain/ai-providers";
import { analyzeUrl, type AnalysisAnswer } from "./analyze-url-client";

type Props = {
  url: string;
  providers: AiProviderChoice[];
  disabled?: boolean;
  onBusy: (busy: boolean) => void;
  onResult: (answer: AnalysisAnswer) => void;
};

/**
 * 'Populate with AI': with a configured model, the first one (a choice when several are);
 * with none, the page's own metadata, which every installation can read.
 */
export function PopulateButton({ url, providers, disabled, onBusy, onResult }: Props) {
  const configured = providers.filter((provider) => provider.configured);
  const [provider, setProvider] = useState(configured[0]?.id ?? null);

  async function populate() {
    onBusy(true);
    try {
      onResult(await analyzeUrl(url, provider));
    } finally {
      onBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      {configured.length > 1 && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          AI model
          <Select
            value={provider ?? ""}
            onChange={(id) => setProvider(id as AiProviderChoice["id"])}
            options={configured.map((choice) => ({ value: choice.id, label: choice.label }))}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
      )}
      <Button onClick={populate} disabled={disabled}>
        Populate with AI
      </Button>
    </div>
  );
}
