import type { Metadata } from "next";
import { headlinesHref, type HeadlinesState } from "@/lib/domain/headlines-state";

/** Metadata of the headlines page; searches and pages past the first are not indexed. */
export function headlinesMetadata(state: HeadlinesState): Metadata {
  return {
    title: "Headlines",
    description:
      "Funding rounds, announcements, media mentions and OSS news & views from commercial open source companies.",
    alternates: {
      canonical: headlinesHref(state),
      types: { "application/rss+xml": "/headlines/feed.xml" },
    },
    robots: state.q !== "" || state.page > 1 ? { index: false, follow: true } : undefined,
  };
}
