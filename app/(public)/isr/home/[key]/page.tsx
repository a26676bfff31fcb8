import type { Metadata } from "next";
import { Suspense } from "react";
import { BlogPanel, BlogPanelSkeleton } from "@/components/site/home/blog-panel";
import { HeadlineSidebar } from "@/components/site/home/headline-sidebar";
import { HomeCompanyCard } from "@/components/site/home/home-company-card";
import { MoneyStats } from "@/components/site/home/money-stats";
import { TrendingList } from "@/components/site/home/trending-list";
import { SiteSearch } from "@/components/site/search/site-search";
import { EmptyState } from "@/components/ui/empty-state";
import { listRecentHeadlinesAsAdmin } from "@/lib/admin/draft-views";
import { getViewerAdmin } from "@/lib/auth/viewer";
import {
  countPublishedCompanies,
  listHomeCompanies,
  listTrendingCompanies,
} from "@/lib/queries/home";
import { listRecentHeadlines } from "@/lib/queries/headlines";

// The home page, served at / through a rewrite (lib/routes.ts), whose only key is "index".
// Cached for everyone (admins in draft mode
// get it rendered per request); regenerated hourly and when the data changes. Only the blog
// panel streams in, so that a slow feed never holds up the rest.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

export const metadata: Metadata = { alternates: { canonical: "/" } };

const HOME_COMPANIES = 12;

export default async function HomePage() {
  const admin = await getViewerAdmin();
  const now = new Date();
  const [trending, total, companies, headlines] = await Promise.all([
    listTrendingCompanies(30, now),
    countPublishedCompanies(),
    listHomeCompanies(HOME_COMPANIES),
    admin ? listRecentHeadlinesAsAdmin(admin, 10) : listRecentHeadlines(10),
  ]);

  return (
    <div className="space-y-8">
      <h1 className="sr-only">Commercial open source companies and news</h1>
      <SiteSearch id="home-search" size="large" />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyStats />
      </div>
      <TrendingList companies={trending} total={total} now={now} />
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="companies-heading" className="lg:col-span-2">
          <h2 id="companies-heading" className="text-xl font-bold text-brand">
            Companies
          </h2>
          {companies.length === 0 ? (
            <div className="mt-4">
              <EmptyState title="No companies found">
                Companies will appear here once they are added.
              </EmptyState>
            </div>
          ) : (
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {companies.map((company) => (
                <HomeCompanyCard key={company.id} company={company} />
              ))}
            </div>
          )}
        </section>
        <div className="space-y-8">
          <HeadlineSidebar headlines={headlines} />
          <Suspense fallback={<BlogPanelSkeleton />}>
            <BlogPanel />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
