import type { Metadata } from "next";
import { headlinesHref, type HeadlinesState } from "@/lib/domain/headlines-state";

/** Metadata of the headlines page; searches and pages past the first are not indexed. */
export function headlinesMetadata(state: HeadlinesState): Metadata {
  const typeQuery = state.type ? `?type=${state.type}` : "";
  return {
    title: "Headlines",
    description:
      "Funding rounds, announcements, media mentions and OSS news & views from commercial open source companies.",
    alternates: {
      canonical: headlinesHref(state),
      // The feeds of what the page shows: of its type when it is filtered by one.
      types: {
        "application/rss+xml": `/headlines/feed.xml${typeQuery}`,
        "application/feed+json": `/headlines/feed.json${typeQuery}`,
      },
    },
    robots: state.q !== "" || state.page > 1 ? { index: false, follow: true } : undefined,
  };
}
