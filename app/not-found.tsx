import type { Metadata } from "next";
import { NotFoundSearch } from "@/components/site/not-found-search";
import { NotFoundView } from "@/components/site/not-found-view";
import { SiteChrome } from "@/components/site/site-chrome";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// Rendered inside the root layout only, so it brings the site's header and footer itself.
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundView>
        <NotFoundSearch />
      </NotFoundView>
    </SiteChrome>
  );
}
