import { formatCount } from "@/lib/domain/chart-scale";
import { formatLongDate } from "@/lib/domain/dates";
import type { OpenSourceTotals } from "@/lib/queries/company-detail";

const stars = (count: number, kind = "") =>
  `${formatCount(count)} ${kind}star${Math.abs(count) === 1 ? "" : "s"}`;

/** '+4,210 stars in 90 days', '-12 stars in 90 days'. */
const starGainText = (gain: number) => `${gain >= 0 ? "+" : ""}${stars(gain)} in 90 days`;

/**
 * The company's GitHub stars over its projects' repositories and their gain in 90 days (when
 * the stars 90 days ago are known), as items of the header's line of facts.
 */
export function CompanyStars({ figures }: { figures: OpenSourceTotals }) {
  const asOf = figures.as_of ? `GitHub, as of ${formatLongDate(figures.as_of)}` : "GitHub";
  return (
    <>
      <span title={asOf}>{stars(figures.stars, "GitHub ")}</span>
      {figures.star_gain_90d !== null && (
        <span title={asOf}>{starGainText(figures.star_gain_90d)}</span>
      )}
    </>
  );
}
