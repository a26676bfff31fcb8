import type { Metadata } from "next";
import { NotFoundSearch } from "@/components/site/not-found-search";
import { NotFoundView } from "@/components/site/not-found-view";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// The 404 of the segments outside the public site and the admin area, which have their own:
// the framed forms, which have no header and footer. It is sent in every page's payload (the
// root layout's boundary), so it stays this small; a path no route matches gets
// global-not-found.tsx, with the site's header and footer.
export default function NotFound() {
  return (
    <NotFoundView>
      <NotFoundSearch />
    </NotFoundView>
  );
}
