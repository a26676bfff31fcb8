import { CompanyLogo } from "@/components/site/company-logo";
import { companyPath } from "@/components/site/company-link";
import { formatCompactUsd } from "@/lib/domain/money";
import { formatStarsCompact, formatStarsExact } from "@/lib/domain/star-count";
import { companyLogoSrc } from "@/lib/domain/urls";
import type { EmbedCompany } from "@/lib/queries/embed-company";
import { EmbedCard } from "./embed-card";

/** A company's embeddable card: logo, name, tagline, funding (the site's one figure) and stars. */
export function CompanyEmbedCard({
  company,
  siteName,
}: {
  company: EmbedCompany;
  siteName: string;
}) {
  const { name, funding_millions: funding, stars } = company;
  const tagline = company.short_description?.trim() || company.description?.trim();
  const logo = companyLogoSrc({
    logo_url: company.logo_url,
    fallback_avatar: company.fallback_avatar,
    website: company.website,
  });
  return (
    <EmbedCard
      href={companyPath(company.shortname)}
      name={name}
      siteName={siteName}
      picture={
        <CompanyLogo
          src={logo}
          name={name}
          size={48}
          className="self-start border border-slate-200"
        />
      }
    >
      {tagline && <p className="line-clamp-2">{tagline}</p>}
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs font-medium text-slate-700">
        {funding !== null && funding > 0 && <span>{formatCompactUsd(funding * 1e6)} raised</span>}
        {stars !== null && stars > 0 && (
          <span title={formatStarsExact(stars)}>
            <span aria-hidden="true">★ </span>
            {formatStarsCompact(stars)} GitHub stars
          </span>
        )}
      </p>
    </EmbedCard>
  );
}
