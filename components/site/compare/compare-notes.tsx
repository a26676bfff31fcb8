import { OVER_LIMIT_NOTE } from "@/lib/domain/compare-list";

type Props = { notFound: readonly string[]; overLimit: boolean };

/** What the page left out of what the URL asked for, and why. */
export function CompareNotes({ notFound, overLimit }: Props) {
  if (notFound.length === 0 && !overLimit) return null;
  return (
    <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {notFound.length > 0 && <p>Not found: {notFound.join(", ")}</p>}
      {overLimit && <p>{OVER_LIMIT_NOTE}</p>}
    </div>
  );
}
