import Link from "next/link";
import type { CardHeadline } from "@/lib/queries/company-list";
import { HeadlineItem } from "./headline-item";
import { HeadlinePager } from "./headline-pager";
import { linkClass, SectionCard } from "../section-card";

type Props = { shortname: string; headlines: CardHeadline[] };

/** The company's recent headlines (newest first), paged 5 at a time in the browser; none: nothing. */
export function RecentHeadlines({ shortname, headlines }: Props) {
  if (headlines.length === 0) return null;
  const viewAll = (
    <Link href={`/organizations/${shortname}/headlines`} className={`text-sm ${linkClass}`}>
      View All
    </Link>
  );

  return (
    <SectionCard id="recent-headlines-heading" title="Recent Headlines" action={viewAll}>
      <HeadlinePager
        items={headlines.map((headline) => (
          <HeadlineItem key={headline.id} headline={headline} />
        ))}
      />
    </SectionCard>
  );
}
