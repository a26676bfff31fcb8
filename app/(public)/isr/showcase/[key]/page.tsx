import type { Metadata } from "next";
import { ShowcaseView } from "@/components/site/showcase/showcase-view";
import { listShowcase } from "@/lib/queries/showcase";

// /showcase, served here through a rewrite: one cached page for everyone (the showcase has
// no admin variant), reshuffled when it is regenerated, hourly. Never built with defaults. A
// read that fails shows error.tsx, uncached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "Company Showcase",
  description: "Discover companies building the future of commercial open source software.",
  alternates: { canonical: "/showcase" },
};

export default async function ShowcasePage() {
  return <ShowcaseView organizations={await listShowcase()} />;
}
