import { AdminShell } from "@/components/admin/shell/admin-shell";
import { getSessionUser } from "@/lib/auth/session";

// Every admin page checks admin rights itself (requireAdminPage) and sends anyone else to
// /login; they get no workspace around that redirect.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user?.isAdmin) return children;
  return <AdminShell>{children}</AdminShell>;
}
