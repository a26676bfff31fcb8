import type { IconName } from "./admin-icon";

export type AdminLink = {
  label: string;
  href: string;
  icon: IconName;
  /** What a count beside the link counts ('unpublished headlines'). */
  countLabel?: string;
};

/**
 * The sidebar, in order. Companies is the curators' table (the public list, with its admin
 * controls, is a link from it); Headlines is the public list, where admins edit.
 */
export const ADMIN_LINKS: AdminLink[] = [
  { label: "Dashboard", href: "/admin", icon: "dashboard" },
  { label: "Companies", href: "/admin/organizations", icon: "companies" },
  { label: "Batch Upload", href: "/admin/organizations/batch-json", icon: "upload" },
  { label: "Batch Update", href: "/admin/organizations/batch-update", icon: "update" },
  { label: "Headlines", href: "/headlines", icon: "headlines" },
  {
    label: "Unpublished",
    href: "/admin/headlines/unpublished",
    icon: "unpublished",
    countLabel: "unpublished headlines",
  },
  { label: "News Sources", href: "/admin/sources", icon: "update" },
  { label: "Social Posts", href: "/admin/social/posts", icon: "social" },
  { label: "Tags", href: "/admin/tags", icon: "tags" },
  { label: "Repositories", href: "/admin/repositories", icon: "terminal" },
  { label: "OG Images", href: "/admin/og-images", icon: "images" },
  { label: "Submissions", href: "/admin/submissions", icon: "submissions" },
  { label: "History", href: "/admin/history", icon: "history" },
];

const within = (href: string, pathname: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/**
 * Whether a link is the current page: the dashboard exactly, a section with its sub-pages
 * unless a link of its own names the sub-page (Batch Upload, not Companies).
 */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href === "/admin") return pathname === href;
  if (!within(href, pathname)) return false;
  return !ADMIN_LINKS.some(
    (link) =>
      link.href.length > href.length && link.href !== "/admin" && within(link.href, pathname),
  );
}
