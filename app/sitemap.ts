import type { MetadataRoute } from "next";
import { listPublishedCompanyPaths } from "@/lib/queries/sitemap";
import { siteUrl } from "@/lib/site-url";

// Built per request: the data changes, and the database is never read during next build.
export const dynamic = "force-dynamic";

/** The home page, the company list and every published company with its headlines page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const companies = await listPublishedCompanyPaths();
  return [
    { url: `${base}/`, changeFrequency: "daily", priority: 1 },
    { url: `${base}/organizations`, changeFrequency: "daily", priority: 0.9 },
    ...companies.flatMap(({ shortname, date_updated }) => [
      {
        url: `${base}/organizations/${shortname}`,
        lastModified: new Date(date_updated),
        priority: 0.7,
      },
      {
        url: `${base}/organizations/${shortname}/headlines`,
        lastModified: new Date(date_updated),
        priority: 0.5,
      },
    ]),
  ];
}
