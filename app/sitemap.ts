import type { MetadataRoute } from "next";
import { listPublicPersonIds, listPublishedCompanyPaths } from "@/lib/queries/sitemap";
import { siteUrl } from "@/lib/site-url";

// Built per request: the data changes, and the database is never read during next build.
export const dynamic = "force-dynamic";

/** The public pages: lists, every published company with its headlines page, the people. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const [companies, people] = await Promise.all([
    listPublishedCompanyPaths(),
    listPublicPersonIds(),
  ]);
  return [
    { url: `${base}/`, changeFrequency: "daily", priority: 1 },
    { url: `${base}/organizations`, changeFrequency: "daily", priority: 0.9 },
    { url: `${base}/headlines`, changeFrequency: "daily", priority: 0.8 },
    { url: `${base}/people`, changeFrequency: "weekly", priority: 0.6 },
    { url: `${base}/showcase`, changeFrequency: "weekly", priority: 0.5 },
    { url: `${base}/stats`, changeFrequency: "weekly", priority: 0.5 },
    { url: `${base}/growth`, changeFrequency: "daily", priority: 0.5 },
    { url: `${base}/data`, changeFrequency: "weekly", priority: 0.4 },
    ...["/about", "/submit", "/contact"].map((path) => ({ url: `${base}${path}`, priority: 0.3 })),
    ...companies.flatMap(({ shortname, date_updated }) => {
      // Next writes urls into the XML unescaped. Writes keep shortnames to the slug format but
      // the table does not: percent-encoded, any shortname is XML-safe and still leads there.
      const page = `${base}/organizations/${encodeURIComponent(shortname)}`;
      return [
        { url: page, lastModified: new Date(date_updated), priority: 0.7 },
        { url: `${page}/headlines`, lastModified: new Date(date_updated), priority: 0.5 },
      ];
    }),
    ...people.map((id) => ({ url: `${base}/people/${id}`, priority: 0.4 })),
  ];
}
