import type { Project } from "@/lib/queries/company-detail";
import type { StarPoint } from "@/lib/github/star-series";
import { LinkOrText, OutboundLink } from "../outbound-link";
import { CardList, linkClass, SectionCard } from "../section-card";
import { licenseText } from "@/lib/domain/project-license";
import { ProjectFigures } from "./project-figures";
import { ProjectStars } from "./project-stars";

type Props = {
  projects: Project[];
  /** Each project's stars over the last year, by project id. */
  starPoints: Record<string, StarPoint[]>;
  /** The moment the page is drawn at: the sparklines end there, 'last commit' counts from it. */
  now: Date;
};

/**
 * The open source projects the company stands behind, with what GitHub last said of their
 * repositories; a project on another host, or not checked yet, shows what its curators wrote. No project: nothing.
 */
export function ProjectsCard({ projects, starPoints, now }: Props) {
  if (projects.length === 0) return null;
  return (
    <SectionCard id="projects-heading" title="Core OSS Projects">
      <CardList items={projects} empty="No projects listed.">
        {(project) => (
          <ProjectItem
            key={project.id}
            project={project}
            points={starPoints[project.id] ?? []}
            now={now}
          />
        )}
      </CardList>
    </SectionCard>
  );
}

type ItemProps = { project: Project; points: StarPoint[]; now: Date };

function ProjectItem({ project, points, now }: ItemProps) {
  const { repository } = project;
  const license = licenseText(project.license, repository?.license_spdx ?? null);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-slate-900">
        <LinkOrText url={project.resources_url} className={linkClass}>
          {project.name}
        </LinkOrText>
      </h3>
      {project.description && <p className="mt-1 text-sm text-slate-700">{project.description}</p>}
      <div className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <OutboundLink url={project.resources_url} className={linkClass}>
          Repository
        </OutboundLink>
        <OutboundLink url={project.info_url} className={linkClass}>
          Docs
        </OutboundLink>
        {license && <span className="text-slate-600">{license}</span>}
      </div>
      {repository && (
        <>
          <ProjectFigures name={project.name} figures={repository} now={now} />
          <ProjectStars projectId={project.id} url={repository.url} points={points} today={now} />
        </>
      )}
    </li>
  );
}
