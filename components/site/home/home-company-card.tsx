import { Badge } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/domain/dates";
import type { HomeCompany } from "@/lib/queries/home";
import { CompanyLink } from "../company-link";

// Home cards show up to 3 technology, 2 sector and 1 license tags.
const TAG_LIMITS: [string, number, "primary" | "secondary" | "success"][] = [
  ["technology", 3, "primary"],
  ["sector", 2, "secondary"],
  ["license", 1, "success"],
];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A company on the home page. */
export function HomeCompanyCard({ company }: { company: HomeCompany }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold">
        <CompanyLink company={company} className="text-link hover:underline" />
      </h3>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">
        {company.description || "No description available."}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
        {TAG_LIMITS.flatMap(([category, limit, color]) =>
          company.tags
            .filter((tag) => tag.category === category)
            .slice(0, limit)
            .map((tag) => (
              <li key={tag.id}>
                <Badge color={color}>{tag.name}</Badge>
              </li>
            )),
        )}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Facts">
        <li>{count(company.people_count, "key person", "key people")}</li>
        <li>{count(company.headline_count, "headline", "headlines")}</li>
        {company.city && <li>{company.city}</li>}
        {company.year_founded && <li>Founded {company.year_founded}</li>}
        <li>Last updated {formatLongDate(company.date_updated, "Never")}</li>
      </ul>
    </article>
  );
}
