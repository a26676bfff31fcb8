"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { signOutHome } from "@/components/site/auth-buttons";
import { rememberChoice, SIDEBAR_COOKIE } from "../remembered-choice";
import { AdminIcon, type IconName } from "./admin-icon";
import { ADMIN_LINKS, isCurrentLink } from "./admin-links";

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent";

/**
 * The item's text. On wide screens a minimised sidebar keeps it for screen readers only;
 * opening reveals it 150 ms later, once the sidebar has widened.
 */
function Label({ open, children }: { open: boolean; children: string }) {
  return (
    <span
      className={`whitespace-nowrap transition-opacity motion-reduce:transition-none ${
        open ? "md:opacity-100 md:delay-150" : "md:sr-only md:opacity-0"
      }`}
    >
      {children}
    </span>
  );
}

/** An item's icon and text. */
function Item({ open, icon, label }: { open: boolean; icon: IconName; label: string }) {
  return (
    <>
      <AdminIcon name={icon} />
      <Label open={open}>{label}</Label>
    </>
  );
}

/** A count beside a link, outside it so that the link keeps its name. */
function LinkCount({ open, count, label }: { open: boolean; count?: number; label?: string }) {
  if (!count || !label) return null;
  return (
    <span
      aria-label={`${count} ${label}`}
      className={`pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-accent px-2 text-xs font-semibold text-brand ${open ? "" : "md:top-1 md:right-0.5 md:translate-y-0 md:px-1"}`}
    >
      {count}
    </span>
  );
}

/**
 * The admin workspace's navigation: a sidebar on wide screens, minimised to 64 px or open at
 * 256 px (remembered in a cookie), and a menu button on small ones.
 */
export function AdminSidebar({
  initiallyOpen,
  counts = {},
}: {
  initiallyOpen: boolean;
  /** Numbers shown beside links, by href (the unpublished headlines). */
  counts?: Record<string, number>;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(initiallyOpen);
  // The small-screen menu stays open only on the page where it was opened.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  function toggle() {
    setOpen(!open);
    rememberChoice(SIDEBAR_COOKIE, open ? "closed" : "open");
  }

  // Escape closes the small-screen menu and returns to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, [menuOpen]);

  return (
    <nav
      aria-label="Admin"
      data-state={open ? "open" : "closed"}
      className={`relative shrink-0 bg-brand text-white md:sticky md:top-0 md:flex md:h-screen md:flex-col md:overflow-x-hidden md:overflow-y-auto md:transition-[width] md:duration-150 motion-reduce:transition-none ${
        open ? "md:w-64" : "md:w-16"
      }`}
    >
      <div className="flex items-center justify-between gap-2 px-3 py-3">
        <span className={`px-1 text-lg font-bold ${open ? "" : "md:hidden"}`}>Admin</span>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          className="inline-flex items-center gap-2 rounded-md border border-white/40 px-3 py-1.5 text-sm font-medium md:hidden"
        >
          <AdminIcon name={menuOpen ? "close" : "menu"} />
          Menu
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={open ? "Minimise sidebar" : "Open sidebar"}
          title={open ? "Minimise sidebar" : "Open sidebar"}
          onClick={toggle}
          className="hidden rounded-md p-2 text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent md:inline-flex"
        >
          <AdminIcon name={open ? "collapse" : "expand"} />
        </button>
      </div>
      <div
        id="admin-menu"
        className={`${menuOpen ? "flex" : "hidden"} flex-1 flex-col gap-4 px-2 pb-4 md:flex`}
      >
        <ul className="space-y-1">
          {ADMIN_LINKS.map((link) => {
            const current = isCurrentLink(link.href, pathname);
            return (
              <li key={link.href} className="relative">
                <Link
                  href={link.href}
                  aria-current={current ? "page" : undefined}
                  title={open ? undefined : link.label}
                  className={`${itemClass} ${current ? "bg-white/15 text-white shadow-[inset_3px_0_0_var(--color-accent)]" : ""}`}
                >
                  <Item open={open} icon={link.icon} label={link.label} />
                </Link>
                <LinkCount open={open} count={counts[link.href]} label={link.countLabel} />
              </li>
            );
          })}
        </ul>
        <ul className="mt-auto space-y-1 border-t border-white/20 pt-4">
          <li>
            <Link href="/" title={open ? undefined : "View site"} className={itemClass}>
              <Item open={open} icon="site" label="View site" />
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={signOutHome}
              title={open ? undefined : "Sign Out"}
              className={itemClass}
            >
              <Item open={open} icon="signOut" label="Sign Out" />
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
