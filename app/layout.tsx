import type { Metadata } from "next";
import { connection } from "next/server";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getSessionUser } from "@/lib/auth/session";
import { getCurrentSiteInfo } from "@/lib/queries/site-info";
import { TAGLINE } from "@/lib/site-config";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const site = await getCurrentSiteInfo();
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: `${site.name}: ${TAGLINE}. Companies, people and news of the COSS ecosystem.`,
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page depends on the request (host, session): render at request time, never at build.
  await connection();
  const [site, user] = await Promise.all([getCurrentSiteInfo(), getSessionUser()]);
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <SiteHeader site={site} isAdmin={user?.isAdmin ?? false} />
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</main>
        <SiteFooter siteName={site.name} />
      </body>
    </html>
  );
}
