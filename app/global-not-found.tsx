import type { Metadata } from "next";
import { connection } from "next/server";
import { SiteChrome } from "@/components/site/site-chrome";
import { SiteDocument } from "@/components/site/site-document";
import NotFound from "./not-found";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// The answer to a path that no route matches: the root 404 in the document the root layout
// would give it, rendered on each request rather than once at build, so that its header names
// the site as site_info says, as every other page's does.
export default async function GlobalNotFound() {
  await connection();
  return (
    <SiteDocument>
      <SiteChrome>
        <NotFound />
      </SiteChrome>
    </SiteDocument>
  );
}
