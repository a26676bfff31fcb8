import Link from "next/link";
import { formatCount } from "@/lib/domain/chart-scale";
import { TOP_PROJECTS, type OpenSourceStats } from "@/lib/queries/stats-open-source";
import { BarChart } from "../charts/bar-chart";
import { ChartFigure } from "../charts/chart-figure";

const ID = "most-starred-projects";

const companyHref = (shortname: string) => `/organizations/${encodeURIComponent(shortname)}`;

/** The TOP_PROJECTS projects with most stars, each bar opening its company's page. */
export function TopProjectsChart({ data }: { data: OpenSourceStats }) {
  const first = data.top[0];
  return (
    <ChartFigure
      id={ID}
      title={`The ${TOP_PROJECTS} most-starred projects`}
      summary={
        first
          ? `Projects by GitHub stars; the first, ${first.project} by ${first.company.name}, has ${formatCount(first.stars)}. Each bar opens the company's page.`
          : ""
      }
      empty={data.top.length === 0}
      table={{
        columns: [{ label: "Project" }, { label: "Company" }, { label: "Stars", numeric: true }],
        rows: data.top.map((row) => [
          row.project,
          <Link
            key={row.id}
            href={companyHref(row.company.shortname)}
            className="text-link underline"
          >
            {row.company.name}
          </Link>,
          formatCount(row.stars),
        ]),
      }}
    >
      <BarChart
        id={ID}
        bars={data.top.map((row) => ({
          key: String(row.id),
          label: row.project,
          value: row.stars,
          href: companyHref(row.company.shortname),
        }))}
        valueLabel="Stars"
        unit="stars"
      />
    </ChartFigure>
  );
}
