import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/domain/chart-scale";
import { formatLongDate, formatShortDate } from "@/lib/domain/dates";
import type { RepositoryFigures } from "@/lib/queries/company-detail";
import { timeAgo } from "./time-ago";

const counted = (count: number, unit: string) =>
  `${formatCount(count)} ${unit}${count === 1 ? "" : "s"}`;

/** A date in a <time>, its whole date in the title (a relative one says little on its own). */
function Moment({ iso, children }: { iso: string; children: React.ReactNode }) {
  return (
    <time dateTime={iso} title={formatLongDate(iso)}>
      {children}
    </time>
  );
}

type Props = { name: string; figures: RepositoryFigures; now: Date };

/**
 * What GitHub last said of a project's repository: stars, forks, contributors, language, last
 * commit, latest release, whether it is archived, and the day of the check. A failed check
 * keeps the last figures, which the date then shows to be older.
 */
export function ProjectFigures({ name, figures, now }: Props) {
  const items = [
    counted(figures.stars, "star"),
    figures.forks !== null && counted(figures.forks, "fork"),
    figures.contributors !== null && counted(figures.contributors, "contributor"),
    figures.language,
    figures.pushed_at && (
      <>
        last commit <Moment iso={figures.pushed_at}>{timeAgo(figures.pushed_at, now)}</Moment>
      </>
    ),
    figures.latest_release_tag && (
      <>
        latest release {figures.latest_release_tag}
        {figures.latest_release_at && (
          <>
            {" "}
            (
            <Moment iso={figures.latest_release_at}>
              {formatShortDate(figures.latest_release_at)}
            </Moment>
            )
          </>
        )}
      </>
    ),
    figures.archived && <Badge color="warning">Archived</Badge>,
    <>
      as of <Moment iso={figures.as_of}>{formatShortDate(figures.as_of)}</Moment>
    </>,
  ].filter(Boolean);
  return (
    <ul
      aria-label={`GitHub figures of ${name}`}
      className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
