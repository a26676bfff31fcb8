import { formatCount } from "@/lib/domain/chart-scale";
import { formatLongDate } from "@/lib/domain/dates";
import type { OpenSourceStats } from "@/lib/queries/stats-open-source";
import { StarRangesChart } from "./star-ranges-chart";
import { StarsByLicenseChart } from "./stars-by-license-chart";
import { TopProjectsChart } from "./top-projects-chart";

const TITLE_ID = "open-source-title";

/**
 * The GitHub figures of the companies' repositories: stars by licence, repositories by stars
 * and the most-starred projects; one line instead of empty charts before any sync.
 */
export function OpenSourceSection({ data }: { data: OpenSourceStats }) {
  return (
    <section aria-labelledby={TITLE_ID} className="space-y-4">
      <div className="space-y-1">
        <h2 id={TITLE_ID} className="text-2xl font-bold text-brand">
          Open source on GitHub
        </h2>
        <p className="text-slate-600">
          {data.repositories === 0
            ? "No GitHub figures yet: the charts appear once the companies' repositories have been read from GitHub."
            : `GitHub figures as of ${formatLongDate(data.asOf, "an unknown date")}: ${formatCount(data.repositories)} repositories with ${formatCount(data.stars)} stars.`}
        </p>
      </div>
      {data.repositories > 0 && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <StarsByLicenseChart data={data} />
          <StarRangesChart data={data} />
          <TopProjectsChart data={data} />
        </div>
      )}
    </section>
  );
}
