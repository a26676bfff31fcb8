import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/require-admin";

type Props = { params: Promise<{ missing: string[] }> };

// Any /admin path without a page: after the admin check (anyone else goes to /login, as on
// every admin page), the 404 page inside the admin workspace.
export default async function MissingAdminPage({ params }: Props) {
  const { missing } = await params;
  await requireAdminPage(`/admin/${missing.join("/")}`);
  notFound();
}
