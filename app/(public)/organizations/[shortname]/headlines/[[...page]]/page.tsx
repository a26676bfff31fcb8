import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { HeadlineItem } from "@/components/site/company/headline-item";
import { headlinesPageHref } from "@/components/site/company/headlines-page-href";
import { companyPath } from "@/components/site/company-link";
import { Pager } from "@/components/ui/pager";
import { getCompanyAsAdmin, listCompanyHeadlinesAsAdmin } from "@/lib/admin/draft-views";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { clampPage, pageCount } from "@/lib/domain/pagination";
import { getCompanyByShortname, type CompanyDetail } from "@/lib/queries/company-detail";
import { listCompanyHeadlines } from "@/lib/queries/headlines";
import { detailMetadata } from "@/app/(public)/_lib/detail-metadata";
import { oembedDiscovery } from "@/lib/embeds/oembed-discovery";

// Cached static pages (ISR), rendered on first visit, never at build time.
export const revalidate = 3600;

export async function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 10;

type Props = { params: Promise<{ shortname: string; page?: string[] }> };

/**
 * The company and the page to show, or null for a 404. A page number that is not a number
 * or out of range shows the nearest valid page (whose canonical URL the metadata names);
 * more than one segment after /headlines is not a page of this route.
 */
async function load({ params }: Props) {
  const { shortname, page: segments = [] } = await params;
  if (segments.length > 1) return null;
  // Admins (in draft mode) see unpublished companies and headlines too.
  const admin = await getViewerAdmin();
  const company = admin
    ? await getCompanyAsAdmin(admin, shortname)
    : await getCompanyByShortname(shortname);
  if (!company) return null;
  const pages = pageCount(company.headline_count, PAGE_SIZE);
  const page = clampPage(Number(segments[0] ?? 1), pages);
  return { company, page, admin };
}

const NOT_FOUND: Metadata = { title: "Organization not found", robots: { index: false } };

export const generateMetadata = detailMetadata(load, headlinesMetadata, NOT_FOUND);

function headlinesMetadata({ company, page }: { company: CompanyDetail; page: number }): Metadata {
  const canonical = headlinesPageHref(company.shortname, page);
  return {
    title: `${company.name} - Headlines`,
    description: `News headlines about ${company.name}: funding, announcements and media mentions.`,
    alternates: {
      canonical,
      types: {
        "application/rss+xml": `/organizations/${company.shortname}/headlines/feed.xml`,
        // Headlines have no page of their own: a company's headlines pages embed its card.
        ...(company.published ? oembedDiscovery(canonical, company.name) : {}),
      },
    },
    robots: company.published ? undefined : { index: false },
  };
}

export default async function CompanyHeadlinesPage(props: Props) {
  const loaded = await load(props);
  // The segment's not-found view says 'Organization not found' on these paths.
  if (!loaded) notFound();
  const { company, page, admin } = loaded;
  const { items, total } = admin
    ? await listCompanyHeadlinesAsAdmin(admin, company.id, page, PAGE_SIZE)
    : await listCompanyHeadlines(company.id, page, PAGE_SIZE);
  const pages = pageCount(total, PAGE_SIZE);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        href={companyPath(company.shortname)}
        className="rounded-sm text-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true">← </span>
        {`Back to ${company.name}`}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-brand">{`${company.name} Headlines`}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {`${total} ${total === 1 ? "headline" : "headlines"} total`}
        </p>
      </div>
      <section
        aria-labelledby="all-headlines-heading"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="all-headlines-heading" className="text-lg font-semibold text-brand">
          All Headlines
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No headlines recorded yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {items.map((headline) => (
              <HeadlineItem key={headline.id} headline={headline} />
            ))}
          </ul>
        )}
        {total > 0 && (
          <Pager
            label="Headline pages"
            page={page}
            pages={pages}
            hrefFor={(target) => headlinesPageHref(company.shortname, target)}
            className="mt-6 flex items-center justify-between gap-3 text-sm text-slate-600"
          />
        )}
      </section>
    </div>
  );
}
