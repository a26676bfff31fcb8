import Link from "next/link";

type Props = { title: string; total: number; allHref?: string; children: React.ReactNode };

/** One kind of a search's results: its name and count, the best of them, and the whole list. */
export function ResultSection({ title, total, allHref, children }: Props) {
  if (total === 0) return null;
  const id = `results-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold text-brand">
        {title} <span className="font-normal text-slate-600">({total})</span>
      </h2>
      <ul className="mt-3 space-y-3">{children}</ul>
      {allHref && (
        <Link
          href={allHref}
          className="mt-3 inline-block text-sm font-semibold text-link underline"
        >
          See all {total} {title.toLowerCase()}
        </Link>
      )}
    </section>
  );
}
