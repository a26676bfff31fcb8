import type { Metadata } from "next";
import Link from "next/link";
import { FeedSuggestions } from "@/components/admin/sources/feed-suggestions";
import { OpmlPanel } from "@/components/admin/sources/opml-panel";
import { SourceTable } from "@/components/admin/sources/source-table";
import { PageHeader } from "@/components/admin/page-header";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pager } from "@/components/ui/pager";
import { openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { sourcesList } from "@/lib/admin/sources/sources-list";
import {
  deleteNewsSourceAction,
  fetchNewsSourceNowAction,
  switchNewsSourceAction,
} from "./actions";

export const metadata: Metadata = { title: "News Sources", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

const rowActions = {
  fetchNow: fetchNewsSourceNowAction,
  switchActive: switchNewsSourceAction,
  remove: deleteNewsSourceAction,
};

export default async function SourcesPage({ searchParams }: Props) {
  const { data, hrefFor } = await openAdminList(sourcesList, searchParams);
  const { items, page, pages, suggestions } = data.value;
  return (
    <div className="space-y-6">
      <PageHeader
        title="News Sources"
        intro="The feeds polled for news: company blogs and outlets. Their new items about our companies wait in Unpublished for review."
      >
        <Link href="/admin/sources/new" className={buttonClass.primary}>
          Add source
        </Link>
      </PageHeader>
      <OpmlPanel />
      <FeedSuggestions suggestions={suggestions} />
      {items.length === 0 ? (
        <EmptyState title="No news sources yet">
          Add a company&apos;s blog or an outlet&apos;s feed, or import an OPML file.
        </EmptyState>
      ) : (
        <SourceTable rows={items} actions={rowActions} />
      )}
      {pages > 1 && <Pager label="Pagination" page={page} pages={pages} hrefFor={hrefFor} />}
    </div>
  );
}
