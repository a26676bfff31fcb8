import { z } from "zod";

// The parts of GitHub's answers we keep, validated: an answer that breaks these rules is
// reported as an error and changes no figure.

// Beyond any real repository: such a figure is a broken answer, not a figure to keep.
export const MAX_COUNT = 1e9;
const count = z.number().int().min(0).max(MAX_COUNT);
const timestamp = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const repositorySchema = z
  .object({
    id: z.number().int(),
    full_name: z.string().regex(/^[^/\s]+\/[^/\s]+$/),
    html_url: z.url({ protocol: /^https?$/ }),
    stargazers_count: count,
    forks_count: count,
    open_issues_count: count,
    language: z.string().nullable(),
    license: z.object({ spdx_id: z.string().nullable() }).nullable(),
    topics: z.array(z.string()).default([]),
    created_at: timestamp,
    pushed_at: timestamp.nullable(),
    archived: z.boolean(),
  })
  .transform((raw) => ({
    id: raw.id,
    fullName: raw.full_name,
    htmlUrl: raw.html_url,
    stars: raw.stargazers_count,
    forks: raw.forks_count,
    openIssues: raw.open_issues_count,
    language: raw.language,
    licenseSpdx: raw.license?.spdx_id ?? null,
    topics: raw.topics,
    createdAt: raw.created_at,
    pushedAt: raw.pushed_at,
    archived: raw.archived,
  }));

export type RepositoryFigures = z.output<typeof repositorySchema>;

export const releaseSchema = z
  .object({
    tag_name: z.string().min(1),
    published_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .transform((raw) => ({ tag: raw.tag_name, publishedAt: raw.published_at ?? raw.created_at }));

export type LatestRelease = z.output<typeof releaseSchema>;

export const stargazersSchema = z.array(z.object({ starred_at: timestamp }));
