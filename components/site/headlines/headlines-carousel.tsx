/* eslint-disable @next/next/no-img-element -- a small local SVG */
import { TAGLINE } from "@/lib/site-config";
import type { HeadlineCard as HeadlineCardData } from "@/lib/queries/headline-search";
import { HeadlineCard } from "./headline-card";
import styles from "./headlines-carousel.module.css";

// Logo cards between the headlines, as on the original site.
const PLACEHOLDER_POSITIONS = [0, 11, 22];

type Item = { kind: "headline"; headline: HeadlineCardData } | { kind: "placeholder" };

/** The headlines with the placeholder cards inserted at positions 0, 11 and 22. */
function withPlaceholders(headlines: HeadlineCardData[]): Item[] {
  const items: Item[] = headlines.map((headline) => ({ kind: "headline", headline }));
  for (const position of PLACEHOLDER_POSITIONS) {
    if (position <= items.length) items.splice(position, 0, { kind: "placeholder" });
  }
  return items;
}

type Props = { headlines: HeadlineCardData[]; isAdmin: boolean };

/** 'Recent COSS Headlines': a CSS-only endless loop of the latest headlines. */
export function HeadlinesCarousel({ headlines, isAdmin }: Props) {
  const items = withPlaceholders(headlines);
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
        <div className={`${styles.viewport} -mx-1 py-1`}>
          <div className={styles.track} data-carousel-track="">
            {[false, true].map((copy) => (
              // The second copy only makes the loop seamless: screen readers and the
              // keyboard skip it.
              <ul
                key={String(copy)}
                className={`${styles.copy} flex`}
                aria-hidden={copy || undefined}
                aria-label={copy ? undefined : "Recent headlines"}
              >
                {items.map((item, index) => (
                  <li key={index} className="flex w-80 shrink-0 px-2">
                    {item.kind === "headline" ? (
                      <HeadlineCard
                        headline={item.headline}
                        isAdmin={isAdmin}
                        inert={copy}
                        className="w-full"
                      />
                    ) : (
                      <PlaceholderCard />
                    )}
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function PlaceholderCard() {
  return (
    <div
      aria-hidden="true"
      data-carousel-placeholder=""
      className="flex w-full flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center"
    >
      <img src="/icon.svg" alt="" width={56} height={56} />
      <p className="text-sm font-medium text-slate-700">{TAGLINE}</p>
    </div>
  );
}
