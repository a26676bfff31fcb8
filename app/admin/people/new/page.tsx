import type { Metadata } from "next";
import { BackToPeople } from "@/components/site/people/person-profile";
import { ensureDraftMode } from "@/lib/auth/ensure-draft-mode";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { PersonForm } from "../_components/person-form";
import { EMPTY_PERSON } from "../_components/person-form-values";

export const metadata: Metadata = { title: "Add Person", robots: { index: false } };

export default async function NewPersonPage() {
  await requireAdminPage("/admin/people/new");
  await ensureDraftMode("/admin/people/new");
  return (
    <div className="space-y-6">
      <BackToPeople />
      <h1 className="text-2xl font-bold text-brand">Add Person</h1>
      <PersonForm personId={null} version={null} initial={EMPTY_PERSON} cancelHref="/people" />
    </div>
  );
}
