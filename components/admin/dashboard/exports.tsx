import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { HeadedSection } from "@/components/ui/headed-section";

const IMPORTS = [
  { href: "/admin/organizations/import", label: "Import companies (CSV)" },
  { href: "/admin/headlines/import", label: "Import headlines (CSV)" },
];

const EXPORTS = [
  { href: "/api/admin/export/companies-json", label: "Companies (JSON)" },
  { href: "/api/admin/export/companies-csv", label: "Companies (CSV)" },
  { href: "/api/admin/export/headlines-csv", label: "Headlines (CSV)" },
];

/**
 * The CSV imports (the JSON ones are Quick Actions) and the downloads of all the data in the
 * batch files' shapes, unpublished included, ready to re-import.
 */
export function Exports() {
  return (
    <HeadedSection id="batch-data" title="Batch data" className="space-y-2">
      <ul className="flex flex-wrap gap-3">
        {IMPORTS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={buttonClass.outline}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="font-medium">Export</h3>
      <ul className="flex flex-wrap gap-3">
        {EXPORTS.map(({ href, label }) => (
          <li key={href}>
            <a href={href} download className={buttonClass.outline}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
