import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { tagListHref } from "@/lib/domain/list-state";
import { TAG_GROUPS, tagsOfGroup, type TagGroupName } from "@/lib/domain/tag-groups";
import { projectLicenses } from "@/lib/domain/project-license";
import type { ComparedCompany } from "@/lib/queries/compared-companies";
import {
  FundingCell,
  HeadlinesCell,
  NamesCell,
  PeopleCell,
  ProjectsCell,
  RoundsCell,
  ValuationCell,
} from "./compare-cells";

/** A row of the comparison: its heading and what it shows of each company. */
export type CompareRow = { label: string; cell: (company: ComparedCompany) => React.ReactNode };

function tagRow(group: TagGroupName, label: string): CompareRow {
  return {
    label,
    cell: (company) => {
      const tags = tagsOfGroup(company.tags, group);
      if (tags.length === 0) return <NamesCell names={[]} />;
      return (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link href={tagListHref(tag.id)} className="hover:opacity-80">
                <Badge>{tag.name}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      );
    },
  };
}

/** The tag rows of the categories any of the companies has a tag in. */
function tagRows(companies: readonly ComparedCompany[]): CompareRow[] {
  return TAG_GROUPS.filter(({ category }) =>
    companies.some((company) => tagsOfGroup(company.tags, category).length > 0),
  ).map(({ category, title }) => tagRow(category, category === "other" ? "Other tags" : title));
}

/** The rows of a comparison of these companies, in order. */
export function compareRows(companies: readonly ComparedCompany[], now: Date): CompareRow[] {
  return [
    { label: "Founded", cell: (c) => c.year_founded ?? "—" },
    { label: "Headquarters", cell: (c) => c.city ?? "—" },
    { label: "Funding", cell: (c) => <FundingCell company={c} /> },
    { label: "Latest valuation", cell: (c) => <ValuationCell company={c} /> },
    { label: "Funding rounds", cell: (c) => <RoundsCell company={c} /> },
    { label: "Key people", cell: (c) => <PeopleCell company={c} /> },
    ...tagRows(companies),
    { label: "Project licenses", cell: (c) => <NamesCell names={projectLicenses(c.projects)} /> },
    { label: "Projects", cell: (c) => <ProjectsCell company={c} now={now} /> },
    { label: "Headlines (last 12 months)", cell: (c) => <HeadlinesCell company={c} /> },
  ];
}
