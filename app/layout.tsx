import type { Metadata } from "next";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getViewer } from "@/lib/auth/viewer";
import { getSiteInfo } from "@/lib/queries/site-info";
import { TAGLINE } from "@/lib/site-config";
import { siteUrl } from "@/lib/site-url";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteInfo();
  const description = `${site.name}: ${TAGLINE}. Companies, people and news of the COSS ecosystem.`;
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site.name, template: `%s | ${site.name}` },
    description,
    openGraph: { siteName: site.name, type: "website", description },
    twitter: { card: "summary" },
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [site, viewer] = await Promise.all([getSiteInfo(), getViewer()]);
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <SiteHeader site={site} isAdmin={viewer.isAdmin} />
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</main>
        <SiteFooter siteName={site.name} />
      </body>
    </html>
  );
}
