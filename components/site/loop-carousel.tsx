/* eslint-disable @next/next/no-img-element -- a small local SVG */
import type { CSSProperties, ReactNode } from "react";
import { withPlaceholders } from "@/lib/domain/placeholders";
import { TAGLINE } from "@/lib/site-config";
import styles from "./loop-carousel.module.css";
import { LoopCopies } from "./loop-copies";

type Props<T> = {
  items: readonly T[];
  /** Copies of the list on the track: 2 is enough when one copy is wider than the screen. */
  copies: number;
  /** Seconds for the track to move by one copy. */
  durationSeconds: number;
  /** CSS width of one slot, e.g. "20rem" or "400px". */
  itemWidth: string;
  /** Accessible name of the first copy's list. */
  label: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
};

/**
 * An endless CSS loop of cards with the logo placeholder cards at 0, 11 and 22. The server
 * renders one copy; LoopCopies adds the others in the browser and starts the loop. Only the
 * first copy is exposed to assistive tech. The clones are not made `inert`, which would
 * also stop mouse clicks on cards a sighted visitor sees.
 */
export function LoopCarousel<T>(props: Props<T>) {
  const { items, copies, durationSeconds, itemWidth, label, itemKey, renderItem } = props;
  const slots = withPlaceholders(items);
  const variables = {
    "--loop-copies": copies,
    "--loop-duration": `${durationSeconds}s`,
    "--loop-item-width": itemWidth,
  } as CSSProperties;
  return (
    <div className={`${styles.viewport} -mx-1 py-1`} style={variables} data-carousel="">
      <div className={styles.track} data-carousel-track="">
        <ul className="flex" aria-label={label} data-carousel-copy="">
          {slots.map((slot, index) => (
            <li
              key={slot.kind === "item" ? itemKey(slot.item) : `placeholder-${index}`}
              className={`${styles.item} px-2`}
            >
              {slot.kind === "item" ? renderItem(slot.item) : <PlaceholderCard />}
            </li>
          ))}
        </ul>
        <LoopCopies copies={copies} />
      </div>
    </div>
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
