import { Button } from "@/components/ui/button";
import type { FeedLink } from "@/lib/feeds/feed-links";

type Props = { feeds: FeedLink[]; onUse: (url: string) => void };

/** The feeds a web page links to, each with 'Use this feed', which puts it in the URL box. */
export function FeedOffers({ feeds, onUse }: Props) {
  if (feeds.length === 0) return null;
  return (
    <section
      aria-labelledby="feed-offers-heading"
      className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="feed-offers-heading" className="font-semibold text-amber-900">
        This page links to {feeds.length === 1 ? "a feed" : "these feeds"}
      </h2>
      <ul className="space-y-2 text-sm">
        {feeds.map((feed) => (
          <li key={feed.url} className="flex flex-wrap items-center gap-2">
            <span className="break-all">
              {feed.title && <strong>{feed.title}: </strong>}
              {feed.url}
            </span>
            <Button
              variant="small"
              aria-label={`Use this feed: ${feed.url}`}
              onClick={() => onUse(feed.url)}
            >
              Use this feed
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
