import { AdminShell } from "@/components/admin/shell/admin-shell";
import { unpublishedCountForSidebar } from "@/lib/admin/headlines/list-unpublished";
import { getSessionUser } from "@/lib/auth/session";

// Every admin page checks admin rights itself (requireAdminPage) and sends anyone else to
// /login; they get no workspace around that redirect.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user?.isAdmin) return children;
  return (
    <AdminShell unpublishedHeadlines={await unpublishedCountForSidebar()}>{children}</AdminShell>
  );
}
