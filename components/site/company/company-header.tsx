import Link from "next/link";
import { CompanyLogo } from "@/components/site/company-logo";
import { Badge } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/domain/dates";
import { companyLogoSrc, displayUrl } from "@/lib/domain/urls";
import type { CompanyDetail } from "@/lib/queries/company-detail";
import { OutboundLinkList, withSafeHrefs } from "../outbound-link";
import { linkClass } from "../section-card";

export const adminButtonClass =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

type Props = { company: CompanyDetail; isAdmin: boolean; publishControl?: React.ReactNode };

/**
 * Logo, name and tagline; admins also get the publication marker and their tools (the page
 * brings the publish control, which writes).
 */
export function CompanyHeader({ company, isAdmin, publishControl }: Props) {
  const logo = companyLogoSrc({
    logo_url: company.logo_url,
    fallback_avatar: company.fallback_avatar,
    website: company.websites[0]?.url ?? null,
  });
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 items-center gap-4">
        <CompanyLogo src={logo} name={company.name} size={64} className="border border-slate-200" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold text-brand">{company.name}</h1>
            {isAdmin && !company.published && <Badge color="danger">Unpublished</Badge>}
          </div>
          {company.short_description && (
            <p className="mt-1 text-lg text-slate-700">{company.short_description}</p>
          )}
        </div>
      </div>
      {isAdmin && (
        <div className="flex flex-wrap items-center gap-2">
          {publishControl}
          <Link
            href={`/admin/organizations/${company.shortname}/post-social`}
            className={`${adminButtonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            Post to Social Media
          </Link>
          <Link
            href={`/admin/organizations/${company.shortname}/edit`}
            className={`${adminButtonClass} bg-brand text-white hover:bg-brand-light`}
          >
            Edit
          </Link>
        </div>
      )}
    </div>
  );
}

/** The description, the company's websites and when its entry last changed. */
export function CompanyAbout({ company }: { company: CompanyDetail }) {
  const websites = withSafeHrefs(company.websites, (site) => site.url);
  return (
    <section aria-labelledby="about-heading" className="space-y-3">
      <h2 id="about-heading" className="sr-only">
        About {company.name}
      </h2>
      {company.description && (
        <p className="max-w-3xl whitespace-pre-line text-slate-800">{company.description}</p>
      )}
      {websites.length > 0 && (
        <OutboundLinkList
          label="Websites"
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
          linkClassName={linkClass}
          links={websites.map((site) => ({
            id: site.id,
            href: site.href,
            text: displayUrl(site.href),
          }))}
        />
      )}
      <p className="text-xs text-slate-600">
        Last updated {formatLongDate(company.date_updated, "Never")}
      </p>
    </section>
  );
}
