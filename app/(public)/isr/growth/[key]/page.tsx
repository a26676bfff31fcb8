import type { Metadata } from "next";
import { GrowthView } from "@/components/site/growth/growth-view";
import { getGrowthIndex } from "@/lib/queries/growth-index";

// /growth, served here through a rewrite like the other pages: one cached page for everyone,
// regenerated hourly and after every sweep that changed figures; never built with defaults.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = {
  title: "Open-source growth index",
  description:
    "Commercial open source companies ranked by the star growth of their GitHub repositories over the last 90 days.",
  alternates: { canonical: "/growth" },
};

export default async function GrowthPage() {
  return <GrowthView index={await getGrowthIndex()} />;
}
