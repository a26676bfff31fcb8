import type { Metadata } from "next";
import { aiProviderChoices } from "@/lib/admin/ai/ai-config";
import { listTagChoices } from "@/lib/admin/companies/tag-choices";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { CompanyEditor } from "../_components/company-editor";

export const metadata: Metadata = { title: "Create company", robots: { index: false } };

export default async function NewCompanyPage() {
  const admin = await requireAdminPage("/admin/organizations/new");
  const choices = await listTagChoices(admin);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-brand">Create company</h1>
      <p className="mt-1 text-sm text-slate-600">
        New companies are unpublished until you tick Published.
      </p>
      <div className="mt-6">
        <CompanyEditor
          mode={{ kind: "create" }}
          initial={{}}
          choices={choices}
          aiProviders={aiProviderChoices()}
        />
      </div>
    </div>
  );
}
