import type { Metadata } from "next";
import { NotFoundView } from "@/components/site/not-found-view";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

// The site's 404 ('Page not found', Go Home), inside the admin workspace.
export default function AdminNotFound() {
  return <NotFoundView />;
}
