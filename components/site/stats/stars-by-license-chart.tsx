import { formatCount } from "@/lib/domain/chart-scale";
import type { OpenSourceStats } from "@/lib/queries/stats-open-source";
import { BarChart } from "../charts/bar-chart";
import { ChartFigure } from "../charts/chart-figure";

const ID = "stars-by-license";
// Past this many licences, the smallest are summed into one bar, so that the chart stays short.
const SHOWN_LICENSES = 12;

type LicenseRow = OpenSourceStats["byLicense"][number];

/** GitHub's SPDX id in words: NOASSERTION is a licence file GitHub could not name. */
function licenseLabel(license: string | null): string {
  if (license === null) return "No license found";
  return license === "NOASSERTION" ? "Not recognised by GitHub" : license;
}

// The largest licences, then one row summing the rest (when there are more than SHOWN).
function shownRows(rows: LicenseRow[]): { key: string; label: string; row: LicenseRow }[] {
  const named = rows.map((row) => ({
    key: row.license ?? "none",
    label: licenseLabel(row.license),
    row,
  }));
  if (named.length <= SHOWN_LICENSES) return named;
  const rest = rows.slice(SHOWN_LICENSES - 1);
  const sum = (pick: (row: LicenseRow) => number) =>
    rest.reduce((total, row) => total + pick(row), 0);
  return [
    ...named.slice(0, SHOWN_LICENSES - 1),
    {
      key: "rest",
      label: `${rest.length} other licenses`,
      row: { license: null, repositories: sum((r) => r.repositories), stars: sum((r) => r.stars) },
    },
  ];
}

/** Stars per licence of the repositories (GitHub's SPDX id), most first. */
export function StarsByLicenseChart({ data }: { data: OpenSourceStats }) {
  const rows = shownRows(data.byLicense);
  const top = rows[0];
  return (
    <ChartFigure
      id={ID}
      title="GitHub stars by license"
      summary={
        top
          ? `${formatCount(data.stars)} stars over ${formatCount(data.repositories)} repositories, by the license GitHub detects in each; the most, ${formatCount(top.row.stars)}, under ${top.label}.`
          : ""
      }
      empty={rows.length === 0}
      table={{
        columns: [
          { label: "License" },
          { label: "Repositories", numeric: true },
          { label: "Stars", numeric: true },
        ],
        rows: rows.map(({ label, row }) => [
          label,
          formatCount(row.repositories),
          formatCount(row.stars),
        ]),
      }}
    >
      <BarChart
        id={ID}
        bars={rows.map(({ key, label, row }) => ({ key, label, value: row.stars }))}
        valueLabel="Stars"
        unit="stars"
      />
    </ChartFigure>
  );
}
