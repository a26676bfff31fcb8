import type { Metadata } from "next";
import Link from "next/link";
import { AdminListView, type ListColumns } from "@/components/admin/list/admin-list-view";
import { HeadlineTypeBadge } from "@/components/site/headline-type-badge";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import type { UnpublishedHeadline } from "@/lib/admin/headlines/list-unpublished";
import { openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { unpublishedHeadlinesList } from "@/lib/admin/lists/unpublished-headlines-list";
import { formatLongDate } from "@/lib/domain/dates";
import { headlineEditPath } from "@/lib/domain/headline-review";
import { bulkHeadlinesAction } from "../bulk-actions";
import { HEADLINE_CHECKBOX, HeadlineBulkForm } from "./_components/headline-bulk-form";

export const metadata: Metadata = { title: "Unpublished Headlines", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

const columns: ListColumns<UnpublishedHeadline> = {
  label: "Unpublished headlines",
  className: "space-y-3",
  itemClassName: "rounded-lg border border-slate-200 bg-white p-4 shadow-sm",
  keyOf: (headline) => headline.id,
  item: (headline) => <UnpublishedItem headline={headline} />,
};

export default async function UnpublishedHeadlinesPage({ searchParams }: Props) {
  const { data, hrefFor } = await openAdminList(unpublishedHeadlinesList, searchParams);
  return (
    <div className="space-y-6">
      <h1 className="flex items-center gap-3 text-2xl font-bold text-brand">
        Unpublished Headlines
        {data.ok && (
          <Badge color="warning" className="text-sm">
            <span className="sr-only">Count: </span>
            {data.value.total}
          </Badge>
        )}
      </h1>
      <p className="text-sm text-slate-700">
        These headlines are only visible to administrators. Click on any headline to edit and
        publish it.
      </p>
      <AdminListView
        columns={columns}
        data={data}
        hrefFor={hrefFor}
        empty={<EmptyState title="No unpublished headlines" />}
        frame={(rows) =>
          data.ok && data.value.total > 0 ? (
            <HeadlineBulkForm action={bulkHeadlinesAction}>{rows}</HeadlineBulkForm>
          ) : (
            rows
          )
        }
      />
    </div>
  );
}

function UnpublishedItem({ headline }: { headline: UnpublishedHeadline }) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        name={HEADLINE_CHECKBOX}
        value={headline.id}
        aria-label={`Select ${headline.description}`}
        className="mt-1.5"
      />
      <div>
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
      </div>
    </div>
  );
}
