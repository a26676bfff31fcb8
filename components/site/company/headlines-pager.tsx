import Link from "next/link";

const itemClass =
  "rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** URL of one page of a company's headlines; page 1 has no number. */
export function headlinesPageHref(shortname: string, page: number): string {
  const base = `/organizations/${shortname}/headlines`;
  return page > 1 ? `${base}/${page}` : base;
}

type Props = { shortname: string; page: number; pages: number };

/** Previous / Next links around 'Page x of y'. */
export function HeadlinesPager({ shortname, page, pages }: Props) {
  return (
    <nav
      aria-label="Headline pages"
      className="mt-6 flex items-center justify-between gap-3 text-sm text-slate-600"
    >
      <PagerLink href={page > 1 ? headlinesPageHref(shortname, page - 1) : null} rel="prev">
        Previous
      </PagerLink>
      <span>{`Page ${page} of ${pages}`}</span>
      <PagerLink href={page < pages ? headlinesPageHref(shortname, page + 1) : null} rel="next">
        Next
      </PagerLink>
    </nav>
  );
}

type PagerLinkProps = { href: string | null; rel: "prev" | "next"; children: string };

function PagerLink({ href, rel, children }: PagerLinkProps) {
  if (!href) {
    // At either end the control stays in place as plain text, so the layout does not jump.
    return (
      <span className={`${itemClass} cursor-not-allowed border-slate-200 text-slate-500`}>
        {children}
      </span>
    );
  }
  return (
    <Link
      href={href}
      rel={rel}
      className={`${itemClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
    >
      {children}
    </Link>
  );
}
