import { formatShortDate } from "@/lib/domain/dates";
import type { ShowcaseHeadline } from "@/lib/queries/showcase";
import { HeadlineLink } from "../headline-link";
import { HeadlineTypeBadge } from "../headline-type-badge";

const focusLinkClass =
  "rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

type Props = { headlines: ShowcaseHeadline[] };

/** A showcase card's latest headlines: type, date and the description linking to the article. */
export function ShowcaseHeadlines({ headlines }: Props) {
  if (headlines.length === 0) {
    return <p className="mt-auto pt-3 text-xs text-slate-500">No headlines yet</p>;
  }
  return (
    <ul
      aria-label="Latest headlines"
      className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-xs"
    >
      {headlines.map((headline) => (
        <li key={headline.id} className="space-y-0.5">
          <div className="flex items-center gap-2 text-slate-600">
            <HeadlineTypeBadge type={headline.headline_type} />
            <span>{formatShortDate(headline.headline_date, "No date")}</span>
          </div>
          <p className="line-clamp-2 text-slate-800">
            <HeadlineLink headline={headline} className={focusLinkClass} />
          </p>
        </li>
      ))}
    </ul>
  );
}
