import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getCompanyForEditor } from "@/lib/admin/companies/company-for-editor";
import { listTagChoices } from "@/lib/admin/companies/tag-choices";
import { feedSuggestionOf } from "@/lib/admin/sources/feed-suggestions";
import { FeedSuggestionLine } from "@/components/admin/sources/feed-suggestions";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { CompanyEditor } from "../../_components/company-editor";
import { CompanyHistory } from "../../_components/company-history";
import { DeleteCompany } from "../../_components/delete-company";

export const metadata: Metadata = { title: "Edit company", robots: { index: false } };

type Props = { params: Promise<{ shortname: string }> };

export default async function EditCompanyPage({ params }: Props) {
  const { shortname } = await params;
  const admin = await requireAdminPage(
    `/admin/organizations/${encodeURIComponent(shortname)}/edit`,
  );
  const [company, choices, feed] = await Promise.all([
    getCompanyForEditor(admin, shortname),
    listTagChoices(admin),
    feedSuggestionOf(admin, shortname),
  ]);
  if (!company) notFound();
  const { record } = company;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        href={`/organizations/${record.shortname}`}
        className="text-sm font-medium text-blue-700 hover:underline"
      >
        ← Back
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-brand">Edit {record.name}</h1>
      {feed && <FeedSuggestionLine suggestion={feed} />}
      <div className="mt-6">
        <CompanyEditor
          key={company.version}
          mode={{
            kind: "edit",
            id: company.id,
            version: company.version,
            shortname: record.shortname,
          }}
          initial={record}
          choices={choices}
        />
      </div>
      <CompanyHistory admin={admin} companyId={company.id} />
      <section
        aria-labelledby="danger-heading"
        className="mt-10 rounded-lg border border-red-200 p-4"
      >
        <h2 id="danger-heading" className="font-semibold text-red-800">
          Delete
        </h2>
        <div className="mt-3">
          <DeleteCompany id={company.id} version={company.version} name={record.name} />
        </div>
      </section>
    </div>
  );
}
