import { getViewerAdmin } from "@/lib/auth/viewer";
import { getSiteInfo } from "@/lib/queries/site-info";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The site's header, main column and footer, around every page but the framed forms. */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const [site, admin] = await Promise.all([getSiteInfo(), getViewerAdmin()]);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader site={site} isAdmin={admin !== null} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</main>
      <SiteFooter siteName={site.name} />
    </div>
  );
}
