import type { RepositoryStatus } from "@/lib/db/repository-schema";
import type { BadgeColor } from "@/lib/domain/headline-types";

/** Each status of a repository's last check in plain words, failures first (the filter's order). */
export const REPOSITORY_STATUS_LABELS: Record<
  RepositoryStatus,
  { label: string; color: BadgeColor }
> = {
  error: { label: "Error", color: "danger" },
  not_found: { label: "Not found", color: "danger" },
  rate_limited: { label: "Rate limited", color: "warning" },
  moved: { label: "Moved", color: "primary" },
  pending: { label: "Not checked yet", color: "default" },
  ok: { label: "OK", color: "success" },
};
