import type { Metadata } from "next";
import Link from "next/link";
import { HeadlineTypeBadge } from "@/components/site/headline-type-badge";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorPanel } from "@/components/ui/error-panel";
import {
  listUnpublishedHeadlines,
  type UnpublishedHeadline,
} from "@/lib/admin/headlines/list-unpublished";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { formatLongDate } from "@/lib/domain/dates";
import { headlineEditPath } from "@/lib/domain/headline-review";

export const metadata: Metadata = { title: "Unpublished Headlines", robots: { index: false } };

export default async function UnpublishedHeadlinesPage() {
  const admin = await requireAdminPage("/admin/headlines/unpublished");
  let headlines: UnpublishedHeadline[] | null = null;
  try {
    headlines = await listUnpublishedHeadlines(admin);
  } catch (error) {
    console.error("Listing unpublished headlines failed:", error);
  }
  return (
    <div className="space-y-6">
      <h1 className="flex items-center gap-3 text-2xl font-bold text-brand">
        Unpublished Headlines
        {headlines && (
          <Badge color="warning" className="text-sm">
            <span className="sr-only">Count: </span>
            {headlines.length}
          </Badge>
        )}
      </h1>
      <p className="text-sm text-slate-700">
        These headlines are only visible to administrators. Click on any headline to edit and
        publish it.
      </p>
      {headlines === null ? (
        <ErrorPanel title="Error" message="Error loading headlines" />
      ) : headlines.length === 0 ? (
        <EmptyState title="No unpublished headlines" />
      ) : (
        <ul aria-label="Unpublished headlines" className="space-y-3">
          {headlines.map((headline) => (
            <UnpublishedItem key={headline.id} headline={headline} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UnpublishedItem({ headline }: { headline: UnpublishedHeadline }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Link
        href={headlineEditPath(headline.id, "unpublished")}
        className="font-medium text-slate-900 underline-offset-2 hover:underline"
      >
        {headline.description}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        {headline.companies.map((company) => (
          <Link
            key={company.id}
            href={`/organizations/${company.shortname}`}
            className="text-blue-700 underline"
          >
            {company.name}
          </Link>
        ))}
        <HeadlineTypeBadge type={headline.headline_type} />
        {headline.media_outlet && <span>{headline.media_outlet}</span>}
        <span>{formatLongDate(headline.headline_date, "No date")}</span>
      </div>
    </li>
  );
}
