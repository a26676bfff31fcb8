"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

type NavLink = { label: string; href: string };
type NavMenu = { label: string; links: NavLink[] };

// The header's order: the directory's lists, the news, the data, then the site's own pages.
const ITEMS: (NavLink | NavMenu)[] = [
  {
    label: "Companies",
    links: [
      { label: "Search Companies", href: "/organizations" },
      { label: "Showcase", href: "/showcase" },
      { label: "Growth Index", href: "/growth" },
    ],
  },
  { label: "People", href: "/people" },
  { label: "Headlines", href: "/headlines" },
  {
    label: "Data",
    links: [
      { label: "Stats", href: "/stats" },
      { label: "Open Data", href: "/data" },
      { label: "API", href: "/api" },
    ],
  },
  { label: "Submit", href: "/submit" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

const linkClass =
  "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand";

/** Main navigation: links and dropdowns, collapsed behind a button on small screens. */
export function SiteNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  // A menu stays open only on the page where it was opened, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [dropdownOpen, setDropdownOpen] = useState<{ label: string; on: string } | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const nav = useRef<HTMLElement>(null);

  // Clicking outside the navigation closes its dropdown.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setDropdownOpen(null);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, []);

  const openMenu = dropdownOpen?.on === pathname ? dropdownOpen.label : null;
  return (
    <nav ref={nav} aria-label="Main">
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
        {ITEMS.map((item) =>
          "links" in item ? (
            <li key={item.label} className="relative">
              <button
                type="button"
                className={`${linkClass} w-full text-left`}
                aria-expanded={openMenu === item.label}
                aria-haspopup="true"
                onClick={() =>
                  setDropdownOpen(
                    openMenu === item.label ? null : { label: item.label, on: pathname },
                  )
                }
              >
                {item.label} ▾
              </button>
              <ul
                className={`${openMenu === item.label ? "block" : "hidden"} z-30 min-w-48 rounded-md border border-slate-200 bg-white py-1 md:absolute md:left-0 md:top-full md:shadow-lg`}
              >
                {item.links.map((link) => (
                  <NavItem key={link.href} link={link} />
                ))}
              </ul>
            </li>
          ) : (
            <NavItem key={item.href} link={item} />
          ),
        )}
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

function NavItem({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href} className={linkClass}>
        {link.label}
      </Link>
    </li>
  );
}
