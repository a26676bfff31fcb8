import type { Project } from "@/lib/queries/company-detail";
import { LinkOrText, OutboundLink } from "../outbound-link";
import { CardList, linkClass, SectionCard } from "../section-card";

/** The open source projects the company stands behind. */
export function ProjectsCard({ projects }: { projects: Project[] }) {
  return (
    <SectionCard id="projects-heading" title="Core OSS Projects">
      <CardList items={projects} empty="No projects listed.">
        {(project) => <ProjectItem key={project.id} project={project} />}
      </CardList>
    </SectionCard>
  );
}

function ProjectItem({ project }: { project: Project }) {
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
        {project.license && <span className="text-slate-600">License: {project.license}</span>}
      </div>
    </li>
  );
}
