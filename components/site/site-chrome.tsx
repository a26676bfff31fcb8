import { FlashMessage } from "@/components/ui/flash-message";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { getSiteInfo } from "@/lib/queries/site-info";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The site's header, main column and footer, around every page but the framed forms. */
export async function SiteChrome({ children }: { children: React.ReactNode }) {
  const [site, admin] = await Promise.all([getSiteInfo(), getViewerAdmin()]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader site={site} isAdmin={admin !== null} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter siteName={site.name} />
      <FlashMessage />
    </div>
  );
}
