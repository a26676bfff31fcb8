import { cookies } from "next/headers";
import { FlashMessage } from "@/components/ui/flash-message";
import { SIDEBAR_COOKIE } from "../remembered-choice";
import { AdminSidebar } from "./admin-sidebar";

type Props = { children: React.ReactNode; unpublishedHeadlines: number };

/** The admin workspace: the sidebar, open or minimised as last chosen, beside the page. */
export async function AdminShell({ children, unpublishedHeadlines }: Props) {
  const sidebarOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "closed";
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <AdminSidebar
        initiallyOpen={sidebarOpen}
        counts={{ "/admin/headlines/unpublished": unpublishedHeadlines }}
      />
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-8 md:px-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
      <FlashMessage />
    </div>
  );
}
