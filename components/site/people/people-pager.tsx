import Link from "next/link";
import { peopleHref, type PeopleState } from "@/lib/domain/people-state";

type Props = { state: PeopleState; page: number; pages: number };

const linkClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";

/** Previous / Next links between the pages of the people list. */
export function PeoplePager({ state, page, pages }: Props) {
  const href = (target: number) => peopleHref({ ...state, page: target });
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
