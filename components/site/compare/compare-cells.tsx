import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/domain/chart-scale";
import { compareFunding } from "@/lib/domain/compare-funding";
import { formatLongDate, formatShortDate } from "@/lib/domain/dates";
import { formatCompactUsd, formatMillions } from "@/lib/domain/money";
import { roundTypeLabel } from "@/lib/domain/round-type";
import type { ComparedCompany } from "@/lib/queries/compared-companies";
import { ProjectFigures } from "../company/project-figures";
import { HeadlineLink } from "../headline-link";
import { LinkOrText } from "../outbound-link";
import { personPath } from "../people/person-card";
import { linkClass } from "../section-card";

// One cell of the comparison per row and company: what the company page shows, compact.

type Cell = { company: ComparedCompany };

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const muted = (text: string) => <span className="text-slate-500">{text}</span>;
const listClass = "space-y-1.5";

export function FundingCell({ company }: Cell) {
  return compareFunding(company) ?? muted("No funding data");
}

export function ValuationCell({ company: { valuation } }: Cell) {
  if (!valuation) return muted("No valuation data");
  return (
    <>
      <span className="font-semibold">{formatMillions(valuation.amount)}</span>{" "}
      <span className="text-slate-600">as of {formatLongDate(valuation.date)}</span>
    </>
  );
}

export function RoundsCell({ company: { rounds } }: Cell) {
  if (rounds.length === 0) return muted("No funding rounds recorded");
  return (
    <>
      <p className="font-semibold">{plural(rounds.length, "round")}</p>
      <ul className={`mt-1 ${listClass}`}>
        {rounds.map((round) => (
          <li key={round.headline_id}>
            {formatShortDate(round.date, "No date")} · {roundTypeLabel(round.round_type)} ·{" "}
            {round.amount_usd !== null ? formatCompactUsd(round.amount_usd) : "Undisclosed"}
          </li>
        ))}
      </ul>
    </>
  );
}

export function PeopleCell({ company: { key_people } }: Cell) {
  if (key_people.length === 0) return muted("No key people listed");
  return (
    <ul className={listClass}>
      {key_people.map((person) => (
        <li key={person.id}>
          <Link href={personPath(person.id)} className={linkClass}>
            {person.name}
          </Link>{" "}
          {person.is_founder && <Badge color="primary">Founder</Badge>}
          <span className="block text-slate-600">{person.role?.trim() || "Team Member"}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProjectsCell({ company: { projects, open_source }, now }: Cell & { now: Date }) {
  if (projects.length === 0) return muted("No projects listed");
  return (
    <>
      {open_source && (
        <p className="font-semibold">{formatCount(open_source.stars)} GitHub stars in all</p>
      )}
      <ul className={`mt-1 ${listClass}`}>
        {projects.map((project) => (
          <li key={project.id}>
            <LinkOrText url={project.resources_url} className={`font-medium ${linkClass}`}>
              {project.name}
            </LinkOrText>
            {project.repository && (
              <ProjectFigures name={project.name} figures={project.repository} now={now} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function HeadlinesCell({ company }: Cell) {
  const { recent_headline_count: count, recent_headlines: latest } = company;
  if (count === 0) return muted("No headlines in the last 12 months");
  return (
    <>
      <p className="font-semibold">{plural(count, "headline")}</p>
      <ul className={`mt-1 ${listClass}`}>
        {latest.map((headline) => (
          <li key={headline.id}>
            <span className="block text-slate-600">{formatShortDate(headline.headline_date)}</span>
            <HeadlineLink headline={headline} className={linkClass} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A list of names, or a muted dash when there is none. */
export function NamesCell({ names }: { names: readonly string[] }) {
  if (names.length === 0) return muted("—");
  return (
    <ul className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <li key={name}>
          <Badge>{name}</Badge>
        </li>
      ))}
    </ul>
  );
}
