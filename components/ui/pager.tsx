import Link from "next/link";
import type { ReactNode } from "react";
import { pageCount, pageItems, pageRange } from "@/lib/domain/pagination";

type Target =
  /** Each page is a URL: plain links, no JavaScript needed. */
  | { hrefFor: (page: number) => string; onPage?: never }
  /** Each page is a state of a client list: buttons that call back. */
  | { onPage: (page: number) => void; hrefFor?: never };

type Range = { pageSize: number; total: number };

type Extent =
  | { pages: number; range?: Range }
  /** The range shown ('16-30 of 42') stands for 'Page x of y', and gives the page count. */
  | { range: Range; pages?: never };

export type PagerProps = Target &
  Extent & {
    /** The navigation's accessible name ("Pagination", "Headline pages"...). */
    label: string;
    page: number;
    /**
     * "steps": Previous, a status text, Next. "numbered": first, previous, numbered pages with
     * ellipses, next, last (for long lists, where a visitor jumps).
     */
    variant?: "steps" | "numbered";
    /** "small": compact controls side by side, for a list inside a panel. */
    size?: "small";
    className?: string;
  };

type End = { target: number; text: ReactNode; rel?: "prev" | "next" };

/** What every control of one pager needs to know. */
type Controls = {
  page: number;
  pages: number;
  go: { hrefFor: (page: number) => string } | { onPage: (page: number) => void };
  sizeClass: string;
};

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const sizeClasses = {
  steps: "rounded-md border px-3 py-1.5 text-sm font-medium",
  numbered: "min-w-9 rounded-md border px-2.5 py-1.5 text-center text-sm",
  small: "rounded border px-2 py-1 text-xs font-medium",
};
const enabledClass = "border-slate-300 bg-white text-slate-800 hover:bg-slate-100";
const disabledClass = "cursor-not-allowed border-slate-200 text-slate-500";
const currentClass = "border-brand bg-brand text-white";

/** One pager for every paged list: page links or buttons, the current page marked. */
export function Pager(props: PagerProps) {
  const { label, page, range, variant = "steps", size, className } = props;
  const pages = props.pages ?? pageCount(range?.total ?? 0, range?.pageSize ?? 1);
  const controls: Controls = {
    page,
    pages,
    go: props.onPage ? { onPage: props.onPage } : { hrefFor: props.hrefFor },
    sizeClass: `${sizeClasses[size ?? variant]} ${focusRing}`,
  };
  if (variant === "numbered") {
    return (
      <nav aria-label={label} className={className ?? "flex flex-wrap items-center gap-1"}>
        <PagerEnd {...controls} target={1} text={symbol("«", "First page")} />
        <PagerEnd {...controls} target={page - 1} text={symbol("‹", "Previous page")} rel="prev" />
        {pageItems(page, pages).map((item) =>
          typeof item === "number" ? (
            <PageNumber key={item} {...controls} target={item} />
          ) : (
            <span key={item} className="px-1 text-slate-600" aria-hidden="true">
              …
            </span>
          ),
        )}
        <PagerEnd {...controls} target={page + 1} text={symbol("›", "Next page")} rel="next" />
        <PagerEnd {...controls} target={pages} text={symbol("»", "Last page")} />
      </nav>
    );
  }
  const layout = size === "small" ? "gap-2" : "justify-between gap-3";
  return (
    <nav
      aria-label={label}
      className={className ?? `flex items-center ${layout} text-sm text-slate-600`}
    >
      <PagerEnd {...controls} target={page - 1} text="Previous" rel="prev" />
      <span>{statusText(page, pages, range)}</span>
      <PagerEnd {...controls} target={page + 1} text="Next" rel="next" />
    </nav>
  );
}

/** A symbol for the eye, and its name for assistive technology (the control's name). */
function symbol(shown: string, name: string) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{name}</span>
    </>
  );
}

function statusText(page: number, pages: number, range: Range | undefined): string {
  if (!range) return `Page ${page} of ${pages}`;
  const { from, to, total } = pageRange(page, range.pageSize, range.total);
  return `${from}-${to} of ${total.toLocaleString("en-US")}`;
}

/** Previous, next, first or last: a link or button, or plain text where it leads nowhere. */
function PagerEnd({ page, pages, go, sizeClass, target, text, rel }: Controls & End) {
  const leadsNowhere = target < 1 || target > pages || target === page;
  if ("onPage" in go) {
    return (
      <button
        type="button"
        disabled={leadsNowhere}
        onClick={() => go.onPage(target)}
        className={`${sizeClass} ${enabledClass} disabled:cursor-not-allowed disabled:opacity-40`}
      >
        {text}
      </button>
    );
  }
  if (leadsNowhere) {
    // At either end the control stays in place as plain text, so the layout does not jump.
    return (
      <span aria-disabled="true" className={`${sizeClass} ${disabledClass}`}>
        {text}
      </span>
    );
  }
  return (
    <Link href={go.hrefFor(target)} rel={rel} className={`${sizeClass} ${enabledClass}`}>
      {text}
    </Link>
  );
}

/** A numbered page; the current one is marked for assistive technology too. */
function PageNumber({ page, go, sizeClass, target }: Controls & { target: number }) {
  const current = target === page;
  const shared = {
    "aria-label": `Page ${target}`,
    "aria-current": current ? ("page" as const) : undefined,
    className: `${sizeClass} ${current ? currentClass : enabledClass}`,
  };
  if ("onPage" in go) {
    return (
      <button type="button" onClick={() => go.onPage(target)} {...shared}>
        {target}
      </button>
    );
  }
  return (
    <Link href={go.hrefFor(target)} {...shared}>
      {target}
    </Link>
  );
}
