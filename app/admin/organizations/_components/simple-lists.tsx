"use client";

import { SelectField, TextField } from "@/components/ui/controlled-fields";
import {
  emptyProject,
  emptySocial,
  emptyWebsite,
  type ProjectRow,
  type SocialRow,
  type WebsiteRow,
} from "./company-form-state";
import { ListSection, type ListProps } from "./list-section";

/** The company's websites; the first is its primary one. */
export function WebsitesSection({ errors, ...list }: ListProps<WebsiteRow>) {
  return (
    <ListSection
      {...list}
      title="Websites"
      noun="website"
      hint="The first website is the primary one."
      create={emptyWebsite}
      reorderable
    >
      {(row, index, update) => (
        <TextField
          id={`websites-${index}`}
          label={`Website ${index + 1}`}
          type="url"
          value={row.url}
          error={errors[`websites.${index}`]}
          onChange={(url) => update({ url })}
          placeholder="https://"
        />
      )}
    </ListSection>
  );
}

/** The company's open source projects. */
export function ProjectsSection({ errors, ...list }: ListProps<ProjectRow>) {
  return (
    <ListSection {...list} title="Projects" noun="project" create={emptyProject}>
      {(row, index, update) => {
        const field = (name: Exclude<keyof ProjectRow, "key" | "project_id">, label: string) => ({
          id: `projects-${index}-${name}`,
          label,
          value: row[name],
          error: errors[`projects.${index}.${name}`],
          onChange: (value: string) => update({ [name]: value } as Partial<ProjectRow>),
        });
        return (
          <div className="grid gap-3 md:grid-cols-2">
            <TextField {...field("name", "Project name")} required />
            <TextField {...field("resources_url", "Repository URL")} type="url" required />
            <TextField {...field("info_url", "Documentation URL")} type="url" />
            <TextField {...field("license", "License")} />
            <div className="md:col-span-2">
              <TextField {...field("description", "Project description")} rows={2} />
            </div>
          </div>
        );
      }}
    </ListSection>
  );
}

const SOCIAL_TYPES = [
  "github",
  "discord",
  "slack",
  "x",
  "linkedin",
  "youtube",
  "reddit",
  "forum",
  "blog",
  "other",
];

/** The company's social accounts and communities. */
export function SocialsSection({ errors, ...list }: ListProps<SocialRow>) {
  return (
    <ListSection {...list} title="Socials and communities" noun="social" create={emptySocial}>
      {(row, index, update) => (
        <div className="grid gap-3 md:grid-cols-[12rem_1fr]">
          <SelectField
            id={`socials-${index}-type`}
            label="Type"
            value={row.type}
            error={errors[`socials.${index}.type`]}
            onChange={(type) => update({ type })}
            options={[
              { value: "", label: "Choose a type" },
              ...[...new Set([...SOCIAL_TYPES, row.type].filter(Boolean))].map((type) => ({
                value: type,
                label: type,
              })),
            ]}
          />
          <TextField
            id={`socials-${index}-url`}
            label="URL"
            type="url"
            value={row.url}
            error={errors[`socials.${index}.url`]}
            onChange={(url) => update({ url })}
          />
        </div>
      )}
    </ListSection>
  );
}
