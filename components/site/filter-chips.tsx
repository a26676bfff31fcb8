import Link from "next/link";

/** A filter a list applies, and the list's URL without it. */
export type FilterRemoval = { label: string; href: string };

/** The filters a list applies, as chips that remove them. */
export function FilterChips({ removals }: { removals: FilterRemoval[] }) {
  if (removals.length === 0) return null;
  return (
    <ul aria-label="Chosen filters" className="flex flex-wrap gap-2 text-sm">
      {removals.map(({ label, href }) => (
        <li key={href}>
          <Link
            href={href}
            aria-label={`Remove ${label}`}
            className="inline-flex items-center gap-1 rounded-full border border-brand/40 bg-white px-3 py-1 text-brand hover:bg-slate-100"
          >
            {label} <span aria-hidden="true">✕</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
