import Link from "next/link";
import type { RepositoryStatus } from "@/lib/db/repository-schema";
import type { RepositoryStatusCounts } from "@/lib/admin/repositories/list-repositories";
import { REPOSITORY_STATUS_LABELS } from "./repository-status";

type Props = {
  current?: RepositoryStatus;
  counts: RepositoryStatusCounts;
  hrefFor: (status?: RepositoryStatus) => string;
};

const TABS: { status?: RepositoryStatus; label: string }[] = [
  { label: "All" },
  ...Object.entries(REPOSITORY_STATUS_LABELS).map(([status, { label }]) => ({
    status: status as RepositoryStatus,
    label,
  })),
];

/** All and each status as links (?status=), with their counts, the current one marked. */
export function StatusFilter({ current, counts, hrefFor }: Props) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {TABS.map((tab) => {
          const active = tab.status === current;
          const count = counts[tab.status ?? "all"];
          return (
            <li key={tab.label}>
              <Link
                href={hrefFor(tab.status)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
                  active
                    ? "bg-brand text-white"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {tab.label}{" "}
                <span className={active ? "text-white" : "text-slate-600"}>({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
