import type { BadgeColor } from "@/lib/domain/headline-types";
import type { SubmissionItem, SubmissionStatus } from "@/lib/admin/submissions";
import type { SubmissionKind } from "@/lib/validation/submission";

export const KIND_LABELS: Record<SubmissionKind, string> = {
  company: "Company",
  headline: "Headline",
  contact: "Contact",
};

export const STATUS_BADGES: Record<SubmissionStatus, { label: string; color: BadgeColor }> = {
  new: { label: "New", color: "primary" },
  accepted: { label: "Accepted", color: "success" },
  rejected: { label: "Rejected", color: "danger" },
};

/** What a submission is about, for its heading and its buttons' names. */
export function submissionTitle(item: SubmissionItem): string {
  if (item.kind === "company") return item.payload.name;
  if (item.kind === "headline") return item.payload.title;
  return item.payload.subject;
}

/** Who sent it, when they left an address. */
export function submitterEmail(item: SubmissionItem): string | null {
  if (item.kind === "company") return item.payload.submitter_email ?? null;
  if (item.kind === "contact") return item.payload.email;
  return null;
}
