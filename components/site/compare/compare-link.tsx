import Link from "next/link";
import { compareWith } from "@/lib/domain/compare-list";

type Props = {
  /** The company to add to the comparison. */
  shortname: string;
  /** Its name, for the link's accessible name ("Compare Supabase") when the text is the default. */
  name: string;
  /** The shortnames already compared (none: a comparison starting with this company). */
  comparing?: readonly string[];
  className?: string;
  children?: React.ReactNode;
};

/**
 * A link to the comparison of `comparing` with this company added, at its canonical URL
 * (/compare?c=...). A plain link: the page is rendered on the server, no script needed.
 */
export function CompareLink({ shortname, name, comparing = [], className, children }: Props) {
  return (
    <Link
      href={compareWith(comparing, shortname)}
      // Every card may carry one: prefetching each comparison would cost a render apiece.
      prefetch={false}
      aria-label={children ? undefined : `Compare ${name}`}
      className={className}
    >
      {children ?? "Compare"}
    </Link>
  );
}
