import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";

const LISTS = [
  { label: "Companies", href: "/organizations" },
  { label: "People", href: "/people" },
  { label: "Headlines", href: "/headlines" },
];

/**
 * What the public site's 404s offer instead: its search, a plain GET form so that it works
 * before (or without) JavaScript, and its main lists. Apart from NotFoundView so that the
 * error views drawn in the browser do not ship it.
 */
export function NotFoundSearch() {
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
