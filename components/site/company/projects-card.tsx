import { safeHttpUrl } from "@/lib/domain/urls";
import type { Project } from "@/lib/queries/company-detail";
import { EmptyText, linkClass, SectionCard } from "./section-card";
import { externalLinkProps } from "@/components/ui/external-link";

/** The open source projects the company stands behind. */
export function ProjectsCard({ projects }: { projects: Project[] }) {
  return (
    <SectionCard id="projects-heading" title="Core OSS Projects">
      {projects.length === 0 ? (
        <EmptyText>No projects listed.</EmptyText>
      ) : (
        <ul className="divide-y divide-slate-100">
          {projects.map((project) => (
            <ProjectItem key={project.id} project={project} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ProjectItem({ project }: { project: Project }) {
  const repository = safeHttpUrl(project.resources_url);
  const docs = safeHttpUrl(project.info_url);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-slate-900">
        {repository ? (
          <a href={repository} {...externalLinkProps} className={linkClass}>
            {project.name}
          </a>
        ) : (
          project.name
        )}
      </h3>
      {project.description && <p className="mt-1 text-sm text-slate-700">{project.description}</p>}
      <div className="mt-1 flex flex-wrap gap-x-4 text-sm">
        {repository && (
          <a href={repository} {...externalLinkProps} className={linkClass}>
            Repository
          </a>
        )}
        {docs && (
          <a href={docs} {...externalLinkProps} className={linkClass}>
            Docs
          </a>
        )}
        {project.license && <span className="text-slate-600">License: {project.license}</span>}
      </div>
    </li>
  );
}
