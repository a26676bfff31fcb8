"use client";

import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import type { CategorySummary, Paged } from "@/lib/admin/tags/list-tags";
import type { Relationship, TagOption } from "@/lib/admin/tags/list-relationships";
import { removeCompanyTagAction } from "../bulk-actions";
import { IdFilter } from "./id-filter";
import { ResultNotice } from "./result-notice";
import { TabPager } from "./tab-pager";
import { TagFilters } from "./tag-filters";
import { useTagNavigation } from "./tag-navigation";
import { useTagWrite } from "./use-tag-write";

type Props = {
  relationships: Paged<Relationship>;
  categories: CategorySummary[];
  tagFilter: { id: number; name: string } | null;
  tagOptions: TagOption[];
};

// The page's links grouped by tag, in the order the server sent them.
function byTag(rows: Relationship[]) {
  const groups: { tag: Relationship; companies: Relationship[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.tag.tag_id === row.tag_id) last.companies.push(row);
    else groups.push({ tag: row, companies: [row] });
  }
  return groups;
}

/** Which companies use which tag, filtered and paged on the server; a tag can be removed from one. */
export function RelationshipsTab({ relationships, categories, tagFilter, tagOptions }: Props) {
  const { go } = useTagNavigation();
  const { result, busy, run } = useTagWrite();
  return (
    <div className="space-y-4">
      <TagFilters
        idPrefix="relationship"
        searchLabel="Search tags or companies"
        categories={categories}
      >
        <IdFilter
          id="relationship-tag"
          label="Tag filter"
          field="tag"
          all="All Tags"
          options={
            tagFilter && !tagOptions.some((t) => t.id === tagFilter.id)
              ? [tagFilter, ...tagOptions]
              : tagOptions
          }
        />
      </TagFilters>
      {tagFilter && (
        <p className="text-sm">
          Only tag &quot;{tagFilter.name}&quot;{" "}
          <Button variant="small" onClick={() => go({ tag: null, page: 1 })}>
            Show all tags
          </Button>
        </p>
      )}
      <ResultNotice result={result} />
      {relationships.rows.length === 0 ? (
        <p className="text-sm text-slate-600">No relationships found</p>
      ) : (
        <ul className="space-y-3">
          {byTag(relationships.rows).map(({ tag, companies }) => (
            <li
              key={tag.tag_id}
              aria-label={`Tag ${tag.tag}`}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex items-center gap-2">
                <h2 className="font-semibold">{tag.tag}</h2>
                <span className="text-xs text-slate-600">{tag.category ?? "Other"}</span>
                {!tagFilter && (
                  <Button
                    variant="small"
                    className="ml-auto"
                    onClick={() => go({ tag: tag.tag_id, page: 1 })}
                  >
                    Only this tag
                  </Button>
                )}
              </div>
              <ul className="mt-2 divide-y divide-slate-100">
                {companies.map((row) => (
                  <li key={row.organization_id} className="flex items-center gap-2 py-1 text-sm">
                    <a
                      href={`/organizations/${encodeURIComponent(row.shortname)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand underline"
                    >
                      {row.organization}
                    </a>
                    {!row.published && <Badge color="warning">Unpublished</Badge>}
                    <Button
                      variant="small"
                      disabled={busy}
                      className="ml-auto"
                      aria-label={`Remove ${tag.tag} from ${row.organization}`}
                      onClick={() =>
                        run(() => removeCompanyTagAction(row.organization_id, row.tag_id))
                      }
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <TabPager label="Relationships pages" list={relationships} />
    </div>
  );
}
