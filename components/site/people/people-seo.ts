import type { Metadata } from "next";
import { peopleHref, type PeopleState } from "@/lib/domain/people-state";
import type { PersonDetail } from "@/lib/queries/people";
import { companyPath } from "../company-link";
import { sameAsUrls } from "../json-ld";
import { oembedDiscovery } from "@/lib/embeds/oembed-discovery";
import { personPath } from "./person-card";

/** Metadata of a people list page; searches and pages past the first are not indexed. */
export function peopleMetadata(state: PeopleState): Metadata {
  return {
    title: "Key People",
    description:
      "Founders and other leaders in the COSS ecosystem: the people behind commercial open source companies.",
    alternates: { canonical: peopleHref(state) },
    robots: state.search !== "" || state.page > 1 ? { index: false, follow: true } : undefined,
  };
}

/** 'Ada Example: Founder of Example Data, CTO at Other Co.' */
export function personDescription(person: PersonDetail): string {
  const roles = person.organizations.map((org) =>
    org.is_founder
      ? `Founder of ${org.name}`
      : `${org.role?.trim() || "Team Member"} at ${org.name}`,
  );
  return roles.length ? `${person.name}: ${roles.join(", ")}.` : person.name;
}

/** Title, description and canonical URL of a person profile. */
export function personMetadata(person: PersonDetail): Metadata {
  const path = personPath(person.id);
  const description = personDescription(person);
  return {
    title: person.name,
    description,
    alternates: { canonical: path, types: oembedDiscovery(path, person.name) },
    openGraph: { title: person.name, description, url: path, type: "profile" },
    twitter: { card: "summary", title: person.name, description },
  };
}

/** schema.org Person data of a profile. */
export function personJsonLd(person: PersonDetail, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    url: `${origin}${personPath(person.id)}`,
    sameAs: sameAsUrls([person.linkedin_url, ...person.social_accounts.map((a) => a.url)]),
    worksFor: person.organizations.length
      ? person.organizations.map((org) => ({
          "@type": "Organization",
          name: org.name,
          url: `${origin}${companyPath(org.shortname)}`,
        }))
      : undefined,
  };
}
