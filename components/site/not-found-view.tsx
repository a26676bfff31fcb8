import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { NOT_FOUND_TEXTS, type NotFoundText } from "@/lib/not-found";

type Props = Partial<NotFoundText> & {
  /** The public site's 404s also offer its search and its main lists. */
  offerSearch?: boolean;
};

const LISTS = [
  { label: "Companies", href: "/organizations" },
  { label: "People", href: "/people" },
  { label: "Headlines", href: "/headlines" },
];

/** The 404 view: '404', a message and a link ('Page not found' and Go Home unless told otherwise). */
export function NotFoundView({ offerSearch = false, ...props }: Props) {
  const { message, href, label } = { ...NOT_FOUND_TEXTS.company, ...props };
  return (
    <div className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{message}</h1>
      <Link
        href={href}
        className="mt-8 rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-light"
      >
        {label}
      </Link>
      {offerSearch && <SearchInstead />}
    </div>
  );
}

// A plain GET form, so that it works before (or without) JavaScript.
function SearchInstead() {
  return (
    <div className="mt-10 w-full max-w-md space-y-4">
      <form action="/search" method="get" role="search" className="flex gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search the directory
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          placeholder="Search companies, people, headlines"
          className={inputClass}
        />
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </form>
      <nav aria-label="Main lists">
        <ul className="flex justify-center gap-6 text-sm font-medium">
          {LISTS.map((list) => (
            <li key={list.href}>
              <Link href={list.href} className="text-blue-700 underline">
                {list.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
