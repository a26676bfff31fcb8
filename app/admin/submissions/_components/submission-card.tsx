import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { SubmissionItem } from "@/lib/admin/submissions";
import { formatDateTime } from "@/lib/domain/dates";
import { MAX_SEARCH_LENGTH } from "@/lib/domain/list-state";
import { ReviewForm } from "./review-form";
import { SubmissionFields } from "./submission-fields";
import { KIND_LABELS, STATUS_BADGES, submissionTitle, submitterEmail } from "./submission-labels";

/**
 * What accepting it created. The headline editor (/admin/headlines/{id}/edit) does not exist
 * yet; the headlines search finds the new headline for admins, unpublished ones included.
 */
function CreatedItem({ item }: { item: SubmissionItem }) {
  const linkClass = "font-medium text-brand underline";
  if (item.organization) {
    return (
      <p className="text-sm text-slate-700">
        Created company{" "}
        <Link href={`/organizations/${item.organization.shortname}`} className={linkClass}>
          {item.organization.name}
        </Link>
      </p>
    );
  }
  if (item.headline) {
    const query = new URLSearchParams({ q: item.headline.title.slice(0, MAX_SEARCH_LENGTH) });
    return (
      <p className="text-sm text-slate-700">
        Headline #{item.headline.id} created:{" "}
        <Link href={`/headlines?${query}`} className={linkClass}>
          find it in Headlines
        </Link>
      </p>
    );
  }
  return null;
}

/** One submission of the queue: kind, title, status, dates, fields, submitter and review. */
export function SubmissionCard({ item }: { item: SubmissionItem }) {
  const title = submissionTitle(item);
  const status = STATUS_BADGES[item.status];
  const email = submitterEmail(item);
  const headingId = `submission-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {`${KIND_LABELS[item.kind]}: ${title}`}
        </h2>
        <Badge color={status.color}>{status.label}</Badge>
      </header>
      <p className="text-sm text-slate-600">
        Submitted <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> by{" "}
        {email ?? "an anonymous visitor"}
        {item.submitter_ip && ` from ${item.submitter_ip}`}
        {item.reviewed_at && (
          <>
            {"; reviewed "}
            <time dateTime={item.reviewed_at}>{formatDateTime(item.reviewed_at)}</time>
          </>
        )}
      </p>
      <SubmissionFields item={item} />
      <CreatedItem item={item} />
      <ReviewForm id={item.id} kind={item.kind} title={title} reviewable={item.status === "new"} />
    </article>
  );
}
