import type { SubmissionStatus } from "@/lib/admin/submissions";

/** The queue's URL for a status filter and page; defaults are left out. */
export function submissionsHref(status: SubmissionStatus | undefined, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/submissions?${query}` : "/admin/submissions";
}
