import { CompareLink } from "@/components/site/compare/compare-link";
import { safeHttpUrl } from "@/lib/domain/urls";
import { githubRepository } from "@/lib/github/repository-url";
import type { CompanyDetail } from "@/lib/queries/company-detail";

const actionClass =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-link hover:border-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * What a visitor does next from a company's page: its website, its first GitHub repository,
 * its news feed, and a comparison with others. Each shows only when it leads somewhere.
 */
export function CompanyActions({ company }: { company: CompanyDetail }) {
  const website = company.websites.map((site) => safeHttpUrl(site.url)).find(Boolean);
  const repository = company.projects
    .map((project) => (project.resources_url ? githubRepository(project.resources_url) : null))
    .find(Boolean);
  return (
    <ul aria-label={`${company.name}: links`} className="flex flex-wrap gap-2">
      {website && (
        <li>
          <a href={website} rel="noopener" className={actionClass}>
            Website
          </a>
        </li>
      )}
      {repository && (
        <li>
          <a href={repository.url} rel="noopener" className={actionClass}>
            GitHub
          </a>
        </li>
      )}
      <li>
        <a
          href={`/organizations/${company.shortname}/headlines/feed.xml`}
          type="application/rss+xml"
          className={actionClass}
        >
          Follow news
        </a>
      </li>
      <li>
        <CompareLink shortname={company.shortname} name={company.name} className={actionClass} />
      </li>
    </ul>
  );
}
