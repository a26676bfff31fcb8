import type { HeadlineCard as HeadlineCardData } from "@/lib/queries/headline-search";
import { LoopCarousel } from "../loop-carousel";
import { HeadlineCard } from "./headline-card";

type Props = { headlines: HeadlineCardData[]; isAdmin: boolean };

/** 'Recent COSS Headlines': a CSS-only endless loop of the latest headlines. */
export function HeadlinesCarousel({ headlines, isAdmin }: Props) {
  return (
    <section aria-labelledby="recent-headlines" className="space-y-4">
      <div>
        <h2 id="recent-headlines" className="text-xl font-bold text-brand">
          Recent COSS Headlines
        </h2>
        <p className="mt-1 text-slate-600">Latest news and views from the COSS universe</p>
      </div>
      {headlines.length === 0 ? (
        <p className="text-sm text-slate-600">No headlines found</p>
      ) : (
        <LoopCarousel
          items={headlines}
          copies={2}
          durationSeconds={180}
          itemWidth="20rem"
          label="Recent headlines"
          itemKey={(headline) => headline.id}
          renderItem={(headline) => (
            <HeadlineCard headline={headline} isAdmin={isAdmin} className="w-full" />
          )}
        />
      )}
    </section>
  );
}
