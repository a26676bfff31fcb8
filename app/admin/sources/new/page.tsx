import type { Metadata } from "next";
import { EMPTY_SOURCE } from "@/components/admin/sources/source-form-values";
import { SourceForm } from "@/components/admin/sources/source-form";
import { PageHeader } from "@/components/admin/page-header";
import { feedSuggestionOf } from "@/lib/admin/sources/feed-suggestions";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { sourceFormActions } from "../form-actions";

export const metadata: Metadata = { title: "Add News Source", robots: { index: false } };

type Props = { searchParams: Promise<{ suggested?: string | string[] }> };

/** A company's suggested feed (?suggested=shortname) fills the form in. */
export default async function NewSourcePage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/sources/new");
  const { suggested } = await searchParams;
  const suggestion =
    typeof suggested === "string" ? await feedSuggestionOf(admin, suggested) : null;
  const initial = suggestion
    ? {
        ...EMPTY_SOURCE,
        url: suggestion.feedUrl,
        name: `${suggestion.company.name} blog`,
        kind: "company" as const,
        company: { id: suggestion.company.id, name: suggestion.company.name },
      }
    : EMPTY_SOURCE;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Add News Source"
        intro="Its feed is read before it is saved: a feed that cannot be read is not added."
      />
      <SourceForm sourceId={null} version={null} initial={initial} actions={sourceFormActions} />
    </div>
  );
}
