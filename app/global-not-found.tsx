import type { Metadata } from "next";
import { connection } from "next/server";
import { NotFoundSearch } from "@/components/site/not-found-search";
import { NotFoundView } from "@/components/site/not-found-view";
import { SiteChrome } from "@/components/site/site-chrome";
import { THEME_SCRIPT } from "@/lib/domain/theme";
import "./globals.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// The answer to a path that no route matches. It has no layout around it, so it brings the
// document and the site's header and footer itself; rendered on each request rather than once
// at build, its header names the site as site_info says, as every other page's does.
export default async function GlobalNotFound() {
  await connection();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <SiteChrome>
          <NotFoundView>
            <NotFoundSearch />
          </NotFoundView>
        </SiteChrome>
      </body>
    </html>
  );
}
