import { formatCount } from "@/lib/domain/chart-scale";
import { formatShortDate } from "@/lib/domain/dates";
import { starSeries, type StarPoint } from "@/lib/github/star-series";
import { DataTable } from "../charts/data-table";
import { Sparkline } from "../charts/sparkline";

type Props = {
  projectId: number;
  /** The repository's canonical URL: https://github.com/{owner}/{name}. */
  url: string;
  points: readonly StarPoint[];
  today: Date;
};

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** 'supabase/supabase' of https://github.com/supabase/supabase. */
const repositoryName = (url: string) => new URL(url).pathname.replace(/^\/|\/$/g, "");

/** The sentence a reader gets instead of the drawing, after its title. */
function starsSummary(title: string, series: readonly StarPoint[]): string {
  const first = series[0];
  const last = series[series.length - 1];
  const told =
    series.length === 1
      ? `${title}: ${formatCount(last.stars)} on ${formatShortDate(last.day)}.`
      : `${title}: from ${formatCount(first.stars)} to ${formatCount(last.stars)}.`;
  const estimated = series.some((point) => point.estimated);
  return estimated
    ? `${told} The dashed part is estimated: GitHub lists only the first 40,000 stargazers.`
    : told;
}

// The table's rows: the first day, the last day of each month and the latest day. A row per day
// would weigh some 35 kB per project, twice (the HTML and the page's data).
function monthEnds(series: readonly StarPoint[]): StarPoint[] {
  return series.filter(
    (point, i) =>
      i === 0 || i === series.length - 1 || point.day.slice(0, 7) !== series[i + 1].day.slice(0, 7),
  );
}

/** A repository's stars over the last year: a sparkline, its text alternative and its numbers. */
export function ProjectStars({ projectId, url, points, today }: Props) {
  const series = starSeries(points, today);
  if (series.length === 0) return null;
  const name = repositoryName(url);
  const title = `Stars of ${name} over the last year`;
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const estimated = series.some((point) => point.estimated);
  return (
    <div className="mt-2 space-y-1">
      <Sparkline
        id={`project-${projectId}-stars`}
        points={series.map((point) => ({ ...point, value: point.stars }))}
        from={dayOf(yearAgo)}
        to={dayOf(today)}
        title={title}
        summary={starsSummary(title, series)}
      />
      <DataTable
        caption={`Stars of ${name}: the first day, the last of each month, the latest`}
        columns={[
          { label: "Day" },
          { label: "Stars", numeric: true },
          ...(estimated ? [{ label: "Estimated" }] : []),
        ]}
        rows={monthEnds(series).map((point) => [
          formatShortDate(point.day),
          formatCount(point.stars),
          ...(estimated ? [point.estimated ? "Yes" : "No"] : []),
        ])}
      />
    </div>
  );
}
