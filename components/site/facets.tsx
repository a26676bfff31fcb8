import Link from "next/link";

// The parts of a list's facets (/organizations, /headlines): a titled group of links, each
// choosing a value (or, chosen, taking it away) with the number of rows it would show.

export const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A facet: its title and its links. */
export function Facet({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `facet-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-800">
        {title}
      </h2>
      <ul className="mt-1 space-y-1">{children}</ul>
    </section>
  );
}

type LinkProps = { label: string; count: number; chosen: boolean; href: string };

/** A value of a facet, with the rows choosing it would show. */
export function FacetLink({ label, count, chosen, href }: LinkProps) {
  return (
    <li>
      <Link
        href={href}
        aria-current={chosen ? "true" : undefined}
        className={`flex justify-between gap-2 rounded px-1 hover:bg-slate-100 ${chosen ? "font-semibold text-brand" : "text-slate-700"}`}
      >
        <span>
          {chosen && <span aria-hidden="true">✓ </span>}
          {label}
        </span>
        {/* The space keeps the count a word of its own for readers and copies. */}
        <span className="text-slate-500"> {count}</span>
      </Link>
    </li>
  );
}
