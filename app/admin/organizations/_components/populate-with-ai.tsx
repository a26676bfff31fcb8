"use client";

import { useState, useTransition } from "react";
import { buttonClass } from "@/components/ui/button";
import { AI_PROVIDER_KEYS, type AiProviderChoice } from "@/lib/domain/ai-providers";
import { populateCompanyAction } from "../ai-actions";

type Props = {
  providers: AiProviderChoice[];
  /** The first website typed in the form, read by the model. */
  website: string;
  onFill: (company: Record<string, unknown>) => void;
};

/**
 * 'Populate with Gemini', 'Populate with OpenAI' and 'Populate with Claude': a model reads the
 * website typed in the form and fills the form; a provider without a key is disabled and
 * names the variable enabling it.
 */
export function PopulateWithAi({ providers, website, onFill }: Props) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function populate(provider: AiProviderChoice) {
    if (!website.trim()) return setMessage({ ok: false, text: "Please enter a website first" });
    setMessage(null);
    startTransition(async () => {
      const answer = await populateCompanyAction(provider.id, website);
      if (answer.ok && "company" in answer && answer.company) onFill(answer.company);
      setMessage({ ok: answer.ok, text: answer.message });
    });
  }

  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap gap-2">
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            disabled={pending || !provider.configured}
            title={
              provider.configured ? undefined : `Set ${AI_PROVIDER_KEYS[provider.id]} to enable`
            }
            onClick={() => populate(provider)}
            className={buttonClass.secondary}
          >
            Populate with {provider.label}
          </button>
        ))}
      </div>
      {providers
        .filter((provider) => !provider.configured)
        .map((provider) => (
          <p key={provider.id} className="text-xs text-slate-600">
            Populate with {provider.label}: set {AI_PROVIDER_KEYS[provider.id]} to enable.
          </p>
        ))}
      {(pending || message) && (
        <p
          role="status"
          className={`text-sm ${message?.ok === false ? "text-red-700" : "text-slate-700"}`}
        >
          {pending ? "Reading the website…" : message?.text}
        </p>
      )}
    </div>
  );
}
