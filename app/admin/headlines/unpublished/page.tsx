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
import { QueueFilters } from "./_components/queue-filters";
import { QueueKeysHelp } from "./_components/queue-keys-help";
import { HEADLINE_CHECKBOX, QUEUE_ROW } from "./_components/queue-fields";
import { ReviewQueueForm } from "./_components/review-queue-form";

export const metadata: Metadata = { title: "Unpublished Headlines", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

const columns: ListColumns<UnpublishedHeadline> = {
  label: "Unpublished headlines",
  className: "space-y-3",
  itemClassName: "rounded-lg border border-slate-200 bg-white shadow-sm",
  keyOf: (headline) => headline.id,
  item: (headline) => <UnpublishedItem headline={headline} />,
};

export default async function UnpublishedHeadlinesPage({ searchParams }: Props) {
  const { query, data, hrefFor } = await openAdminList(unpublishedHeadlinesList, searchParams);
  const filter = { source: query.source, company: query.company };
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
      {data.ok && <QueueFilters filter={filter} options={data.value.options} />}
      <QueueKeysHelp />
      <AdminListView
        columns={columns}
        data={data}
        hrefFor={hrefFor}
        empty={<EmptyState title="No unpublished headlines" />}
        frame={(rows) =>
          data.ok && data.value.total > 0 ? (
            <ReviewQueueForm
              action={bulkHeadlinesAction}
              filter={filter}
              matching={data.value.total}
            >
              {rows}
            </ReviewQueueForm>
          ) : (
            rows
          )
        }
      />
    </div>
  );
}

function UnpublishedItem({ headline }: { headline: UnpublishedHeadline }) {
  const edit = headlineEditPath(headline.id, "unpublished");
  const reasons = new Map(
    (headline.match_reasons ?? []).map((match) => [match.organization_id, match.reason]),
  );
  return (
    <div
      {...{ [QUEUE_ROW]: headline.id }}
      data-edit={edit}
      tabIndex={-1}
      aria-label={headline.description}
      className="flex items-start gap-3 rounded-lg p-4 outline-none focus-visible:ring-2 data-[current]:ring-2 data-[current]:ring-brand"
    >
      <input
        type="checkbox"
        name={HEADLINE_CHECKBOX}
        value={headline.id}
        aria-label={`Select ${headline.description}`}
        className="mt-1.5"
      />
      <div className="min-w-0">
        <Link href={edit} className="font-medium text-slate-900 underline-offset-2 hover:underline">
          {headline.description}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {headline.companies.map((company) => (
            <span key={company.id}>
              <Link
                href={`/organizations/${company.shortname}`}
                className="text-blue-700 underline"
              >
                {company.name}
              </Link>
              {reasons.has(company.id) && (
                <span className="text-slate-600"> ({reasons.get(company.id)})</span>
              )}
            </span>
          ))}
          <HeadlineTypeBadge type={headline.headline_type} />
          {headline.media_outlet && <span>{headline.media_outlet}</span>}
          <span>{formatLongDate(headline.headline_date, "No date")}</span>
        </div>
        <div className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
          {headline.source_name && <span>From the feed “{headline.source_name}”</span>}
          {headline.url && (
            <a
              href={headline.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-blue-700 underline"
            >
              Open the article
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
