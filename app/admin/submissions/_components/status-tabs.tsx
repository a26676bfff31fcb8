import Link from "next/link";
import { submissionsList } from "@/lib/admin/lists/submissions-list";
import type { SubmissionCounts, SubmissionStatus } from "@/lib/admin/submissions";

const TABS: { status?: SubmissionStatus; label: string; key: keyof SubmissionCounts }[] = [
  { label: "All", key: "all" },
  { status: "new", label: "New", key: "new" },
  { status: "accepted", label: "Accepted", key: "accepted" },
  { status: "rejected", label: "Rejected", key: "rejected" },
];

type Props = { current?: SubmissionStatus; counts: SubmissionCounts };

/** All / New / Accepted / Rejected as links (?status=), the current one marked. */
export function StatusTabs({ current, counts }: Props) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {TABS.map((tab) => {
          const active = tab.status === current;
          return (
            <li key={tab.label}>
              <Link
                href={submissionsList.href({ status: tab.status })}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
                  active
                    ? "bg-brand text-white"
                    : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {tab.label}{" "}
                <span className={active ? "text-white" : "text-slate-600"}>
                  ({counts[tab.key]})
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
