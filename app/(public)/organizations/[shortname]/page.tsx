import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BusinessInfo } from "@/components/site/company/business-info";
import { PublishToggle } from "@/components/admin/draft-controls";
import {
  adminButtonClass,
  CompanyAbout,
  CompanyHeader,
} from "@/components/site/company/company-header";
import { AdjacentCompanyLinks, BackToCompanies } from "@/components/site/company/company-nav";
import { companyJsonLd, companyMetadata } from "@/components/site/company/company-seo";
import { KeyPeople } from "@/components/site/company/key-people";
import { FundingRounds } from "@/components/site/company/funding-rounds";
import { FundingCard, ValuationCard } from "@/components/site/company/money-cards";
import { SparseProfileNote } from "@/components/site/company/sparse-profile-note";
import { CompanyActions } from "@/components/site/company/company-actions";
import { KeyFigures } from "@/components/site/company/key-figures";
import { SimilarCompanies } from "@/components/site/company/similar-companies";
import { ProjectsCard } from "@/components/site/company/projects-card";
import { RecentHeadlines } from "@/components/site/company/recent-headlines";
import { SocialMediaPosts } from "@/components/site/company/social-posts";
import { SocialsCard } from "@/components/site/company/socials-card";
import { EmbedThis } from "@/components/site/company/embed-this";
import { ValuationHistory } from "@/components/site/company/valuation-history";
import { JsonLd } from "@/components/site/json-ld";
import { getCompanyAsAdmin } from "@/lib/admin/draft-views";
import { companyFunding } from "@/lib/domain/funding";
import { isSparseProfile } from "@/lib/domain/profile-completeness";
import { getViewerAdmin } from "@/lib/auth/viewer";
import { getCompanyByShortname } from "@/lib/queries/company-detail";
import { getFundingRounds, getValuationHistory } from "@/lib/queries/funding-rounds";
import { getSimilarCompanies } from "@/lib/queries/similar-companies";
import { siteUrl } from "@/lib/site-url";
import { detailMetadata } from "@/app/(public)/_lib/detail-metadata";
import { setCompanyPublishedAction } from "./actions";

// Cached static page per company (ISR), rendered on first visit, never at build time.
export const revalidate = 3600;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shortname: string }> };

const NOT_FOUND: Metadata = { title: "Page not found", robots: { index: false } };

// Admins (in draft mode) see unpublished companies too.
async function readCompany({ params }: Props) {
  const { shortname } = await params;
  const admin = await getViewerAdmin();
  return admin ? getCompanyAsAdmin(admin, shortname) : getCompanyByShortname(shortname);
}

export const generateMetadata = detailMetadata(readCompany, companyMetadata, NOT_FOUND);

export default async function CompanyPage(props: Props) {
  // Missing, or unpublished for anyone but an admin: the 404 view ('Page not found'). The
  // proxy answers visitors' missing companies before this page renders.
  const company = await readCompany(props);
  if (!company) notFound();
  const [isAdmin, rounds, valuations, similar] = await Promise.all([
    getViewerAdmin().then((admin) => admin !== null),
    getFundingRounds(company.id),
    getValuationHistory(company.id),
    getSimilarCompanies(company),
  ]);
  const funding = companyFunding(
    company.curated_funding_millions,
    rounds.map((round) => round.amount_usd),
  );
  const sparse = isSparseProfile({
    description: Boolean(company.description?.trim()),
    headlines: company.recent_headlines.length > 0,
    funding: funding.millions !== null || rounds.length > 0,
    valuation: company.valuation !== null,
    people: company.key_people.length > 0,
    projects: company.projects.length > 0,
    tags: company.tags.length > 0,
    socials: company.socials.length > 0,
  });

  return (
    <article className="space-y-6">
      <nav
        aria-label="Companies"
        className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2"
      >
        <BackToCompanies />
        <AdjacentCompanyLinks shortname={company.shortname} />
      </nav>
      <header className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <CompanyHeader
          company={company}
          isAdmin={isAdmin}
          publishControl={
            isAdmin && (
              <PublishToggle
                shortname={company.shortname}
                published={company.published}
                action={setCompanyPublishedAction}
                className={`${adminButtonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
              />
            )
          }
        />
        <CompanyActions company={company} />
        <KeyFigures company={company} funding={funding} />
        <CompanyAbout company={company} />
        {sparse && <SparseProfileNote />}
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RecentHeadlines shortname={company.shortname} headlines={company.recent_headlines} />
          <FundingRounds rounds={rounds} />
          <ValuationHistory points={valuations} />
          <KeyPeople people={company.key_people} />
          <ProjectsCard
            projects={company.projects}
            starPoints={company.star_points}
            now={new Date()}
          />
        </div>
        <div className="space-y-6">
          <ValuationCard valuation={company.valuation} />
          <FundingCard funding={funding} />
          <BusinessInfo tags={company.tags} />
          <SimilarCompanies companies={similar} />
          <SocialsCard socials={company.socials} />
          <EmbedThis company={company} />
          {isAdmin && <SocialMediaPosts shortname={company.shortname} />}
        </div>
      </div>
      <JsonLd data={companyJsonLd(company, siteUrl(), rounds)} />
    </article>
  );
}
