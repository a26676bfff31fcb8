"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

type NavLink = { label: string; href: string };

const LINKS: NavLink[] = [
  { label: "Headlines", href: "/headlines" },
  { label: "Submit", href: "/submit" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

const COMPANY_LINKS: NavLink[] = [
  { label: "Search Companies", href: "/organizations" },
  { label: "Showcase", href: "/showcase" },
];

const linkClass =
  "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand";

/** Main navigation: a Companies dropdown and links, collapsed behind a button on small screens. */
export function SiteNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  // A menu stays open only on the page where it was opened, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [companiesOpenOn, setCompaniesOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const companiesOpen = companiesOpenOn === pathname;
  const dropdown = useRef<HTMLDivElement>(null);

  // Clicking elsewhere closes the dropdown.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!dropdown.current?.contains(event.target as Node)) setCompaniesOpenOn(null);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, []);

  return (
    <nav aria-label="Main">
      <button
        type="button"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium md:hidden"
        aria-expanded={menuOpen}
        aria-controls="main-menu"
        onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
      >
        Menu
      </button>
      <ul
        id="main-menu"
        className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-md md:static md:flex md:flex-row md:items-center md:border-0 md:p-0 md:shadow-none`}
      >
        <li>
          <div ref={dropdown} className="relative">
            <button
              type="button"
              className={`${linkClass} w-full text-left`}
              aria-expanded={companiesOpen}
              aria-haspopup="true"
              onClick={() => setCompaniesOpenOn(companiesOpen ? null : pathname)}
            >
              Companies ▾
            </button>
            <ul
              className={`${companiesOpen ? "block" : "hidden"} z-30 min-w-48 rounded-md border border-slate-200 bg-white py-1 md:absolute md:left-0 md:top-full md:shadow-lg`}
            >
              <NavItems links={COMPANY_LINKS} />
            </ul>
          </div>
        </li>
        <NavItems links={LINKS} />
        {isAdmin && (
          <li>
            <Link
              href="/admin"
              className="ml-0 block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-light md:ml-2"
            >
              Admin
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function NavItems({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}
