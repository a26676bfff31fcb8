"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { Pager } from "@/components/ui/pager";
import { useAction } from "@/components/ui/use-action";
import type { ListedFilter, OrganizationChoice } from "@/lib/admin/tags/list-organizations";
import type { Paged, TagSummary } from "@/lib/admin/tags/list-tags";
import type { ActionResult } from "@/lib/admin/action-result";
import { parseOrganizationSearch } from "@/lib/domain/tag-page-state";
import { applyTagsAction, matchingOrganizationsAction, removeTagsAction } from "../bulk-actions";
import { Checklist, toggled } from "./checklist";
import { ListedFilterNote } from "./listed-filter-note";
import { ResultNotice } from "./result-notice";
import { SearchBox } from "./search-box";
import { useTagNavigation } from "./tag-navigation";
import { TagsPager } from "./tags-pager";
import { useTagWrite } from "./use-tag-write";

type Props = {
  tags: Paged<TagSummary>;
  organizations: Paged<OrganizationChoice> & { listed: ListedFilter | null };
};

const status = (published: boolean) => (
  <Badge color={published ? "success" : "warning"}>{published ? "Published" : "Unpublished"}</Badge>
);

/**
 * Tags on the left, organizations on the right, each searched on the server; what is checked
 * stays checked across searches and pages. The organization search takes names and tags, or a
 * /organizations URL pasted from the public list; 'Select all matching' takes every organization
 * it finds, on every page.
 */
export function ApplyTab({ tags, organizations }: Props) {
  const { state, go } = useTagNavigation();
  const [chosenTags, setChosenTags] = useState(new Map<number, string>());
  const [chosenOrgs, setChosenOrgs] = useState(new Map<number, OrganizationChoice>());
  const write = useTagWrite();
  // 'Select all matching' writes nothing: it selects, and says how many it selected.
  const { result: found, pending: finding, run: find } = useAction<ActionResult>();
  const [n, m] = [chosenTags.size, chosenOrgs.size];
  const ready = n > 0 && m > 0 && !write.busy;

  function selectMatching() {
    find(async () => {
      const answer = await matchingOrganizationsAction(state.oq);
      if (!answer.ok) return answer;
      setChosenOrgs(
        (current) => new Map([...current, ...answer.organizations.map((o) => [o.id, o] as const)]),
      );
      return {
        ok: true,
        message: `Selected ${answer.organizations.length} matching organizations.`,
      };
    });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!ready}
          onClick={() =>
            write.run(() => applyTagsAction([...chosenTags.keys()], [...chosenOrgs.keys()]))
          }
        >
          Apply {n} tags to {m} organizations
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!ready}
          onClick={() =>
            write.run(() => removeTagsAction([...chosenTags.keys()], [...chosenOrgs.keys()]))
          }
        >
          Remove {n} tags from {m} organizations
        </button>
      </div>
      <ResultNotice result={write.result} />
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="apply-tags-title" className="space-y-2">
          <h2 id="apply-tags-title" className="font-semibold">
            Tags ({n} selected)
          </h2>
          <SearchBox
            id="apply-tag-search"
            label="Search tags"
            value={state.q}
            onSearch={(q) => go({ q, page: 1 })}
          />
          <button
            type="button"
            className={buttonClass.small}
            onClick={() => setChosenTags(new Map())}
          >
            Clear tags
          </button>
          <Checklist
            label="Tags"
            selected={chosenTags}
            items={tags.rows.map((t) => ({
              id: t.id,
              label: `${t.name} (${t.category ?? "Other"})`,
            }))}
            onToggle={(id, on) =>
              setChosenTags(
                toggled(
                  chosenTags,
                  id,
                  on ? (tags.rows.find((t) => t.id === id)?.name ?? "") : null,
                ),
              )
            }
          />
          <TagsPager tags={tags} />
        </section>
        <section aria-labelledby="apply-orgs-title" className="space-y-2">
          <h2 id="apply-orgs-title" className="font-semibold">
            Organizations ({m} selected)
          </h2>
          <SearchBox
            id="apply-org-search"
            label="Search organizations by name or tag, or paste an /organizations URL"
            value={state.oq}
            normalize={parseOrganizationSearch}
            onSearch={(oq) => go({ oq, opage: 1 })}
          />
          {organizations.listed && (
            <ListedFilterNote listed={organizations.listed} total={organizations.total} />
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass.small}
              disabled={finding}
              onClick={selectMatching}
            >
              Select all {organizations.total} matching
            </button>
            <button
              type="button"
              className={buttonClass.small}
              onClick={() => setChosenOrgs(new Map())}
            >
              Clear organizations
            </button>
          </div>
          <ResultNotice result={found} />
          <Checklist
            label="Organizations"
            selected={chosenOrgs}
            items={organizations.rows.map((o) => ({
              id: o.id,
              label: o.name,
              extra: status(o.published),
            }))}
            onToggle={(id, on) =>
              setChosenOrgs(
                toggled(
                  chosenOrgs,
                  id,
                  on ? (organizations.rows.find((o) => o.id === id) ?? null) : null,
                ),
              )
            }
          />
          <Pager
            label="Organizations pages"
            size="small"
            page={organizations.page}
            range={organizations}
            onPage={(opage) => go({ opage })}
          />
        </section>
      </div>
    </div>
  );
}
