"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import type { ListedFilter, OrganizationChoice } from "@/lib/admin/tags/list-organizations";
import type { Paged, TagSummary } from "@/lib/admin/tags/list-tags";
import { parseOrganizationSearch } from "@/lib/domain/tag-page-state";
import { applyTagsAction, matchingOrganizationsAction, removeTagsAction } from "../bulk-actions";
import { Checklist } from "./checklist";
import { ListedFilterNote } from "./listed-filter-note";
import { ResultNotice } from "./result-notice";
import { SearchBox } from "./search-box";
import { TabPager } from "./tab-pager";
import { useTagNavigation } from "./tag-navigation";
import { useSelectMatching } from "./use-select-matching";
import { useTagWrite } from "./use-tag-write";

type Props = {
  tags: Paged<TagSummary>;
  organizations: Paged<OrganizationChoice> & { listed: ListedFilter | null };
};

// The two writes of the tab, each a button naming how many tags and organizations it touches.
const WRITES = [
  { verb: "Apply", preposition: "to", action: applyTagsAction, variant: "primary" },
  { verb: "Remove", preposition: "from", action: removeTagsAction, variant: "secondary" },
] as const;

type ColumnProps = { id: string; title: string; chosen: number; children: ReactNode };

/** One side of the tab: its heading saying how many are chosen, then its search and list. */
function ChoiceColumn({ id, title, chosen, children }: ColumnProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="font-semibold">
        {title} ({chosen} selected)
      </h2>
      {children}
    </section>
  );
}

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
  const [chosenTags, setChosenTags] = useState(new Map<number, TagSummary>());
  const [chosenOrgs, setChosenOrgs] = useState(new Map<number, OrganizationChoice>());
  const write = useTagWrite();
  const matching = useSelectMatching<OrganizationChoice>("organizations");
  const [n, m] = [chosenTags.size, chosenOrgs.size];

  function selectMatching() {
    matching.select(
      async () => {
        const answer = await matchingOrganizationsAction(state.oq);
        return answer.ok ? { ok: true, items: answer.organizations } : answer;
      },
      (found) =>
        setChosenOrgs((current) => new Map([...current, ...found.map((o) => [o.id, o] as const)])),
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {WRITES.map(({ verb, preposition, action, variant }) => (
          <Button
            key={verb}
            variant={variant}
            disabled={n === 0 || m === 0 || write.busy}
            onClick={() => write.run(() => action([...chosenTags.keys()], [...chosenOrgs.keys()]))}
          >
            {verb} {n} tags {preposition} {m} organizations
          </Button>
        ))}
      </div>
      <ResultNotice result={write.result} />
      <div className="grid gap-6 md:grid-cols-2">
        <ChoiceColumn id="apply-tags" title="Tags" chosen={n}>
          <SearchBox
            id="apply-tag-search"
            label="Search tags"
            value={state.q}
            onSearch={(q) => go({ q, page: 1 })}
          />
          <Button variant="small" onClick={() => setChosenTags(new Map())}>
            Clear tags
          </Button>
          <Checklist
            label="Tags"
            rows={tags.rows}
            chosen={chosenTags}
            onChange={setChosenTags}
            itemLabel={(t) => `${t.name} (${t.category ?? "Other"})`}
          />
          <TabPager label="Tags pages" list={tags} />
        </ChoiceColumn>
        <ChoiceColumn id="apply-orgs" title="Organizations" chosen={m}>
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
            <Button variant="small" disabled={matching.pending} onClick={selectMatching}>
              Select all {organizations.total} matching
            </Button>
            <Button variant="small" onClick={() => setChosenOrgs(new Map())}>
              Clear organizations
            </Button>
          </div>
          <ResultNotice result={matching.result} />
          <Checklist
            label="Organizations"
            rows={organizations.rows}
            chosen={chosenOrgs}
            onChange={setChosenOrgs}
            itemLabel={(o) => o.name}
            extra={(o) => status(o.published)}
          />
          <TabPager label="Organizations pages" list={organizations} field="opage" />
        </ChoiceColumn>
      </div>
    </div>
  );
}
