import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getPersonForEdit } from "@/lib/admin/people/get-person-for-edit";
import { listEntityChanges } from "@/lib/admin/history/list-changes";
import { ensureDraftMode } from "@/lib/auth/ensure-draft-mode";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { parseRowId } from "@/lib/domain/row-id";
import { DeletePersonButton } from "../../_components/delete-person-button";
import { MergePerson } from "../../_components/merge-person";
import { PersonForm } from "../../_components/person-form";
import { PersonHistory } from "../../_components/person-history";
import { personFormValues } from "../../_components/person-form-values";

export const metadata: Metadata = { title: "Edit Person", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

export default async function EditPersonPage({ params }: Props) {
  const { id: rawId } = await params;
  const path = `/admin/people/${encodeURIComponent(rawId)}/edit`;
  const admin = await requireAdminPage(path);
  // A malformed id never reaches the database; unknown and malformed both read 'Person not found'.
  const id = parseRowId(rawId);
  const person = id === null ? null : await getPersonForEdit(admin, id);
  if (!person) notFound();
  await ensureDraftMode(path);
  const history = await listEntityChanges(admin, "person", person.id);
  const publicPath = `/people/${person.id}`;
  return (
    <div className="space-y-6">
      <Link href={publicPath} className="text-sm font-medium text-brand underline">
        <span aria-hidden="true">←</span> Back to {person.name}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand">Edit Person</h1>
        <DeletePersonButton personId={person.id} version={person.version} name={person.name} />
      </div>
      <PersonForm
        personId={person.id}
        version={person.version}
        initial={personFormValues(person)}
        cancelHref={publicPath}
      />
      <MergePerson personId={person.id} name={person.name} />
      <PersonHistory entries={history} />
    </div>
  );
}
