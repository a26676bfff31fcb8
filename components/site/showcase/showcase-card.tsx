import { Badge } from "@/components/ui/badge";
import { TAG_CATEGORIES } from "@/lib/domain/constants";
import { formatShortDate } from "@/lib/domain/dates";
import { formatMillions } from "@/lib/domain/money";
import { companyLogoSrc } from "@/lib/domain/urls";
import type { CardTag } from "@/lib/queries/company-list";
import type { ShowcaseOrganization } from "@/lib/queries/showcase";
import { CompanyLink } from "../company-link";
import { CompanyLogo } from "../company-logo";
import { tagColor } from "../tag-color";
import { ShowcaseHeadlines } from "./showcase-headlines";

const SHOWN_TAGS = 4;

type Props = {
  organization: ShowcaseOrganization;
};

/** A showcased organization: its facts, latest valuation and latest headlines. */
export function ShowcaseCard({ organization: org }: Props) {
  return (
    <article className="flex w-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <CompanyLogo src={companyLogoSrc(org)} name={org.name} size={48} />
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">
            <CompanyLink
              company={org}
              className="rounded-sm text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            />
          </h2>
          <p className="text-xs text-slate-600">{typeLabel(org.organization_type)}</p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-700">
        {org.short_description || org.description || "No description available."}
      </p>
      {org.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {fewTags(org.tags).map((tag) => (
            <li key={tag.id}>
              <Badge color={tagColor(tag.category)}>{tag.name}</Badge>
            </li>
          ))}
        </ul>
      )}
      <ul
        className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600"
        aria-label="Facts"
      >
        {org.city && <li>{org.city}</li>}
        {org.year_founded && <li>Founded {org.year_founded}</li>}
        {org.funding_millions !== null && <li>Funding {formatMillions(org.funding_millions)}</li>}
        <li>
          {org.people_count} {org.people_count === 1 ? "key person" : "key people"}
        </li>
        {org.valuation && (
          <li className="col-span-2">
            Valuation{" "}
            <span className="font-semibold text-green-800">
              {formatMillions(org.valuation.amount_millions)}
            </span>{" "}
            ({formatShortDate(org.valuation.date)})
          </li>
        )}
      </ul>
      <ShowcaseHeadlines headlines={org.headlines} />
    </article>
  );
}

// One of each category first (industry, technology, sector, license), then the rest.
function fewTags(tags: CardTag[]): CardTag[] {
  const rank = (tag: CardTag) => {
    const index = TAG_CATEGORIES.indexOf(tag.category as (typeof TAG_CATEGORIES)[number]);
    return index === -1 ? TAG_CATEGORIES.length : index;
  };
  const firsts = TAG_CATEGORIES.flatMap((category) => {
    const first = tags.find((tag) => tag.category === category);
    return first ? [first] : [];
  });
  const rest = tags.filter((tag) => !firsts.includes(tag)).sort((a, b) => rank(a) - rank(b));
  return [...firsts, ...rest].slice(0, SHOWN_TAGS);
}

// 'company' -> 'Company' in the markup itself, so that it reads the same everywhere.
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
