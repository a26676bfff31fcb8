import type { Metadata } from "next";
import { SiteDocument } from "@/components/site/site-document";
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

// The site's header and footer come from the layouts of its sections (SiteChrome); the
// forms under /embed are framed by other pages and have none.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
