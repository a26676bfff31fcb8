import { FilterTabs } from "@/components/admin/list/filter-tabs";
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
    <FilterTabs
      label="Filter by status"
      tabs={TABS.map((tab) => ({
        label: tab.label,
        href: hrefFor(tab.status),
        count: counts[tab.status ?? "all"],
        active: tab.status === current,
      }))}
    />
  );
}
