import { HeadlineTypeBadge } from "@/components/site/headline-type-badge";
import { Badge } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/domain/dates";
import { formatCompactUsd } from "@/lib/domain/money";
import type { CardHeadline } from "@/lib/queries/company-list";
import { HeadlineLink } from "../headline-link";
import { linkClass } from "../section-card";

/**
 * One headline of a company: type, date, outlet, the description linking to the article,
 * and the amount of a funding round. Unpublished ones reach admins only, flagged.
 */
export function HeadlineItem({ headline }: { headline: CardHeadline }) {
  const amount = headline.total_amount;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <HeadlineTypeBadge type={headline.headline_type} />
        {!headline.published && <Badge color="danger">Unpublished</Badge>}
        <span>{formatLongDate(headline.headline_date, "No date")}</span>
        {headline.media_outlet && (
          <>
            <span aria-hidden="true">·</span>
            <span>{headline.media_outlet}</span>
          </>
        )}
      </div>
      <p className="mt-1 text-sm font-medium text-slate-900">
        <HeadlineLink headline={headline} className={linkClass} />
      </p>
      {amount !== null && amount > 0 && (
        <p className="mt-1 text-sm font-semibold text-green-800">{formatCompactUsd(amount)}</p>
      )}
    </li>
  );
}
