"use client";

import { buttonClass } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { AI_PROVIDER_KEYS, type AiProviderChoice } from "@/lib/domain/ai-providers";
import { populateCompanyAction } from "../ai-actions";

type PopulateAnswer = Awaited<ReturnType<typeof populateCompanyAction>>;

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
  const { result, setResult, pending, run } = useAction<PopulateAnswer>();

  function populate(provider: AiProviderChoice) {
    if (!website.trim()) return setResult({ ok: false, message: "Please enter a website first" });
    setResult(null);
    run(
      () => populateCompanyAction(provider.id, website),
      (answer) => {
        if (answer.ok) onFill(answer.company);
      },
    );
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
      {(pending || result) && (
        <p
          role="status"
          className={`text-sm ${result?.ok === false ? "text-red-700" : "text-slate-700"}`}
        >
          {pending ? "Reading the website…" : result?.message}
        </p>
      )}
    </div>
  );
}
