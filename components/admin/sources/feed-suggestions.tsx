import Link from "next/link";
import type { FeedSuggestion } from "@/lib/admin/sources/feed-suggestions";

/** Where a suggested feed is added: the new source's form, filled in. */
export const followHref = (suggestion: FeedSuggestion) =>
  `/admin/sources/new?suggested=${encodeURIComponent(suggestion.company.shortname)}`;

/** A company's suggested feed, on its editor. */
export function FeedSuggestionLine({ suggestion }: { suggestion: FeedSuggestion }) {
  return (
    <p className="mt-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-slate-800">
      Its website links to a feed, <span className="break-all">{suggestion.feedUrl}</span>.{" "}
      <Link href={followHref(suggestion)} className="font-medium text-blue-700 underline">
        Follow it as a news source
      </Link>
    </p>
  );
}

/** The feeds companies' websites link to that no source follows yet, on /admin/sources. */
export function FeedSuggestions({ suggestions }: { suggestions: FeedSuggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <section
      aria-labelledby="suggested-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="suggested-heading" className="font-semibold text-slate-900">
        Suggested from company websites ({suggestions.length})
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {suggestions.map((suggestion) => (
          <li key={suggestion.company.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{suggestion.company.name}</span>
            <span className="break-all text-slate-600">{suggestion.feedUrl}</span>
            <Link
              href={followHref(suggestion)}
              className="text-blue-700 underline"
              aria-label={`Follow the feed of ${suggestion.company.name}`}
            >
              Follow
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
