"use client";

import Link from "next/link";
import { TextField } from "@/components/ui/controlled-fields";
import { useDebouncedAnswer } from "@/components/ui/use-debounced-answer";
import { isHttpUrl } from "@/lib/validation/common";
import type { HeadlineFormActions } from "./headline-actions";

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
  headlineId: number | null;
  findSameUrl: HeadlineFormActions["findSameUrl"];
};

// The lookup for an already stored URL waits for typing to pause.
const DEBOUNCE_MS = 300;

/**
 * The headline's URL, with a button opening it in a new tab and a warning naming another
 * headline stored with the same URL (saving anyway is allowed).
 */
export function UrlField({ value, onChange, error, readOnly, headlineId, findSameUrl }: Props) {
  const openable = isHttpUrl(value.trim());
  const same = useDebouncedAnswer(
    openable ? value : null,
    async (url) => {
      const answer = await findSameUrl(url, headlineId);
      return answer.ok ? answer.headline : null;
    },
    DEBOUNCE_MS,
  );

  return (
    <div>
      <TextField
        id="url"
        label="URL"
        required
        type="url"
        value={value}
        onChange={onChange}
        error={error}
        readOnly={readOnly}
        placeholder="https://example.com/article"
        addon={openable && <OpenUrlLink url={value.trim()} />}
      />
      {same && (
        <p role="status" className="mt-1 text-sm text-amber-900">
          This URL is already stored on another headline:{" "}
          <Link href={`/admin/headlines/${same.id}/edit`} className="underline">
            {same.description}
          </Link>
          . Saving anyway is allowed.
        </p>
      )}
    </div>
  );
}

function OpenUrlLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 inline-flex items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50"
    >
      Open URL<span className="sr-only"> in a new tab</span>
    </a>
  );
}
