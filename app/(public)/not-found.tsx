import type { Metadata } from "next";
import { NotFoundSearch } from "@/components/site/not-found-search";
import { NotFoundView } from "@/components/site/not-found-view";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// Rendered inside the public layout, which brings the header and footer.
export default function PublicNotFound() {
  return (
    <NotFoundView>
      <NotFoundSearch />
    </NotFoundView>
  );
}
