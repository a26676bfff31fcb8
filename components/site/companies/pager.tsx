import Link from "next/link";
import { changeListState, listHref, type ListState } from "@/lib/domain/list-state";
import { pageItems } from "@/lib/domain/pagination";

type Props = { state: ListState; page: number; pages: number; label: string };

const itemClass = "min-w-9 rounded-md border px-2.5 py-1.5 text-center text-sm";

/** First, previous, numbered pages with ellipses, next, last: all plain links. */
export function Pager({ state, page, pages, label }: Props) {
  const href = (target: number) => listHref(changeListState(state, { page: target }));
  const step = (target: number, text: string, name: string) =>
    target < 1 || target > pages || target === page ? (
      <span className={`${itemClass} border-slate-200 text-slate-400`} aria-hidden="true">
        {text}
      </span>
    ) : (
      <Link
        href={href(target)}
        aria-label={name}
        className={`${itemClass} border-slate-300 bg-white hover:bg-slate-100`}
      >
        {text}
      </Link>
    );

  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      {step(1, "«", "First page")}
      {step(page - 1, "‹", "Previous page")}
      {pageItems(page, pages).map((item) =>
        typeof item === "number" ? (
          <Link
            key={item}
            href={href(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={`${itemClass} ${item === page ? "border-brand bg-brand text-white" : "border-slate-300 bg-white hover:bg-slate-100"}`}
          >
            {item}
          </Link>
        ) : (
          <span key={item} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ),
      )}
      {step(page + 1, "›", "Next page")}
      {step(pages, "»", "Last page")}
    </nav>
  );
}
