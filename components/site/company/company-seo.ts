import type { Metadata } from "next";
import { companyLogoSrc, PLACEHOLDER_LOGO, safeHttpUrl } from "@/lib/domain/urls";
import { roundTypeLabel } from "@/lib/domain/round-type";
import type { CompanyDetail, Project } from "@/lib/queries/company-detail";
import type { FundingRound } from "@/lib/queries/funding-rounds";
import { companyPath } from "../company-link";
import { sameAsUrls } from "../json-ld";
import { githubLicense } from "@/lib/domain/project-license";
import { oembedDiscovery } from "@/lib/embeds/oembed-discovery";

const DESCRIPTION_LENGTH = 160;

/** The short description, else the start of the long one. */
export function companyDescription(company: CompanyDetail): string | undefined {
  const short = company.short_description?.trim();
  if (short) return short;
  return company.description?.trim().slice(0, DESCRIPTION_LENGTH).trimEnd() || undefined;
}

/** The logo as an absolute URL (stored logo or site icon), or null for the placeholder. */
function absoluteLogo(company: CompanyDetail, origin: string): string | null {
  const src = companyLogoSrc({
    logo_url: company.logo_url,
    fallback_avatar: company.fallback_avatar,
    website: company.websites[0]?.url ?? null,
  });
  if (src === PLACEHOLDER_LOGO) return null;
  return src.startsWith("/") ? `${origin}${src}` : src;
}

/** Title, description, canonical URL and social cards of a company page. */
export function companyMetadata(company: CompanyDetail): Metadata {
  const path = companyPath(company.shortname);
  const description = companyDescription(company);
  // A published company has its own card (app/(public)/organizations/[shortname]/card.png);
  // an unpublished one has none, and shows its own logo only (a site icon makes a poor card).
  const card = company.published ? `${path}/card.png` : null;
  const logo = company.fallback_avatar ? safeHttpUrl(company.logo_url) : null;
  const images = card
    ? [{ url: card, width: 1200, height: 630, alt: company.name }]
    : logo
      ? [{ url: logo, alt: `${company.name} logo` }]
      : undefined;
  return {
    title: company.name,
    description,
    // Only a published company has a card to embed (unfurlers follow this link).
    alternates: {
      canonical: path,
      types: company.published ? oembedDiscovery(path, company.name) : undefined,
    },
    openGraph: {
      title: company.name,
      description,
      url: path,
      type: "website",
      images,
    },
    twitter: {
      card: card ? "summary_large_image" : "summary",
      title: company.name,
      description,
      images: card ? [card] : logo ? [logo] : undefined,
    },
    robots: company.published ? undefined : { index: false },
  };
}

/**
 * A company's disclosed rounds as schema.org `funding`: MonetaryGrant is the only type that
 * property takes (schema.org has no investment round), with the amount as a MonetaryAmount.
 */
function fundingJsonLd(rounds: readonly FundingRound[]) {
  const disclosed = rounds.filter((round) => round.amount_usd !== null);
  if (disclosed.length === 0) return undefined;
  return disclosed.map((round) => ({
    "@type": "MonetaryGrant",
    name: round.round_type ? `${roundTypeLabel(round.round_type)} round` : "Funding round",
    description: round.date ? `${round.description} (${round.date})` : round.description,
    url: safeHttpUrl(round.source_url) ?? undefined,
    amount: { "@type": "MonetaryAmount", currency: "USD", value: round.amount_usd },
  }));
}

/**
 * The company's projects as schema.org SoftwareSourceCode: the repository GitHub knows it by,
 * else the URL its curators gave; the curated licence, else the one GitHub detected.
 */
function projectsJsonLd(projects: readonly Project[]) {
  if (projects.length === 0) return undefined;
  return projects.map(({ name, description, license, resources_url, repository }) => ({
    "@type": "SoftwareSourceCode",
    name,
    description: description?.trim() || undefined,
    codeRepository: safeHttpUrl(repository?.url ?? resources_url) ?? undefined,
    license: license?.trim() || githubLicense(repository?.license_spdx) || undefined,
    programmingLanguage: repository?.language ?? undefined,
  }));
}

/**
 * schema.org Organization data of a company, with its funding rounds and its projects (which
 * it maintains: Organization has no property for software, so they point back with @reverse).
 */
export function companyJsonLd(
  company: CompanyDetail,
  origin: string,
  rounds: readonly FundingRound[] = [],
) {
  const founders = company.key_people.filter((person) => person.is_founder);
  const projects = projectsJsonLd(company.projects);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: `${origin}${companyPath(company.shortname)}`,
    logo: absoluteLogo(company, origin) ?? undefined,
    description: company.description?.trim() || companyDescription(company),
    foundingDate: company.year_founded ? String(company.year_founded) : undefined,
    founders: founders.length
      ? founders.map((person) => ({ "@type": "Person", name: person.name }))
      : undefined,
    address: company.city ? { "@type": "PostalAddress", addressLocality: company.city } : undefined,
    sameAs: sameAsUrls([...company.websites, ...company.socials].map((link) => link.url)),
    funding: fundingJsonLd(rounds),
    "@reverse": projects ? { maintainer: projects } : undefined,
  };
}
