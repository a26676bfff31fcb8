import Link from "next/link";
import { formatCount } from "@/lib/domain/chart-scale";
import { tagListHref } from "@/lib/domain/list-state";
import { STATS_TAG_CATEGORIES, TOP_TAGS, type TopTags } from "@/lib/queries/stats";
import { BarChart } from "../charts/bar-chart";
import { ChartFigure } from "../charts/chart-figure";

const TITLES = { technology: "Technology", industry: "Industry", license: "License" } as const;

/** The company list filtered by one tag: /organizations?tags=… */

/** The largest Technology, Industry and License tags by company count, each bar a filter. */
export function TopTagsCharts({ tags }: { tags: TopTags }) {
  return STATS_TAG_CATEGORIES.map((category) => {
    const list = tags[category];
    const id = `top-${category}-tags`;
    const title = `${TITLES[category]}: the ${TOP_TAGS} largest tags`;
    return (
      <ChartFigure
        key={category}
        id={id}
        title={title}
        summary={
          list[0]
            ? `Companies per ${TITLES[category].toLowerCase()} tag; the largest, ${list[0].name}, has ${formatCount(list[0].count)}. Each bar opens the companies with that tag.`
            : ""
        }
        empty={list.length === 0}
        table={{
          columns: [{ label: "Tag" }, { label: "Companies", numeric: true }],
          rows: list.map((tag) => [
            <Link key={tag.id} href={tagListHref(tag.id)} className="text-link underline">
              {tag.name}
            </Link>,
            formatCount(tag.count),
          ]),
        }}
      >
        <BarChart
          id={id}
          bars={list.map((tag) => ({
            key: String(tag.id),
            label: tag.name,
            value: tag.count,
            href: tagListHref(tag.id),
          }))}
          valueLabel="Companies"
          unit={list.length === 1 && list[0].count === 1 ? "company" : "companies"}
        />
      </ChartFigure>
    );
  });
}
