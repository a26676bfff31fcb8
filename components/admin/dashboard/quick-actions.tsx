import Link from "next/link";
import { HeadedSection } from "@/components/ui/headed-section";
import { AdminIcon, type IconName } from "../shell/admin-icon";

const ACTIONS: { label: string; href: string; icon: IconName }[] = [
  { label: "Add Company", href: "/admin/organizations/new", icon: "add" },
  { label: "Batch JSON Upload", href: "/admin/organizations/batch-json", icon: "upload" },
  { label: "Batch Update", href: "/admin/organizations/batch-update", icon: "update" },
  { label: "Add Headline", href: "/admin/headlines/new", icon: "headlines" },
  { label: "Manage Tags", href: "/admin/tags", icon: "tags" },
];

/** The Quick Actions grid of the dashboard. */
export function QuickActions() {
  return (
    <HeadedSection id="quick-actions-heading" title="Quick Actions" tone="brand">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-900 hover:border-brand hover:bg-slate-50"
            >
              <span className="rounded-md bg-brand/10 p-2 text-brand">
                <AdminIcon name={action.icon} />
              </span>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
