import { FilterTabs } from "@/components/admin/list/filter-tabs";
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
    <FilterTabs
      label="Filter by status"
      tabs={TABS.map((tab) => ({
        label: tab.label,
        href: submissionsList.href({ status: tab.status }),
        count: counts[tab.key],
        active: tab.status === current,
      }))}
    />
  );
}
