import Link from "next/link";
import type { SourceListRow } from "@/lib/admin/sources/list-sources";

/** 'Company blog' with a link to its company's editor, or 'Outlet' with the outlet's name. */
export function SourceKind({ row }: { row: Pick<SourceListRow, "kind" | "company" | "outlet"> }) {
  if (row.kind === "outlet") {
    return (
      <>
        <span className="block text-xs text-slate-600">Outlet</span>
        {row.outlet}
      </>
    );
  }
  return (
    <>
      <span className="block text-xs text-slate-600">Company blog</span>
      {row.company ? (
        <Link
          href={`/admin/organizations/${encodeURIComponent(row.company.shortname)}/edit`}
          className="font-medium text-brand underline"
        >
          {row.company.name}
        </Link>
      ) : (
        <span className="text-red-800">Its company was deleted</span>
      )}
    </>
  );
}
