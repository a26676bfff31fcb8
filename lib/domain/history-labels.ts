import { HISTORY_ENTITY_TYPES, type HistoryAction, type HistoryEntityType } from "./constants";

// How the change history names kinds of things and actions, and where each thing is edited.

export const HISTORY_ENTITY_LABELS: Record<HistoryEntityType, string> = {
  company: "Company",
  person: "Person",
  headline: "Headline",
  tag: "Tag",
  tag_category: "Tag category",
  submission: "Submission",
  og_template: "OG template",
  social_post: "Social post",
  batch: "Batch import",
  news_source: "News source",
};

export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  merge: "Merged",
  import: "Imported",
  restore: "Restored",
  bulk: "Bulk change",
};

/** The entity type named by a URL parameter, or undefined for anything else. */
export function parseHistoryEntityType(value: string | undefined): HistoryEntityType | undefined {
  return HISTORY_ENTITY_TYPES.find((type) => type === value);
}

type Located = {
  entityType: HistoryEntityType;
  entityId: number;
  before: unknown;
  after: unknown;
};

function shortnameOf(snapshot: unknown): string | null {
  if (typeof snapshot !== "object" || snapshot === null) return null;
  const { shortname } = snapshot as { shortname?: unknown };
  return typeof shortname === "string" && shortname !== "" ? shortname : null;
}

/** The admin page where the changed thing is edited, or null when it has none. */
export function historyEntityHref({ entityType, entityId, before, after }: Located) {
  switch (entityType) {
    case "company": {
      const shortname = shortnameOf(after) ?? shortnameOf(before);
      return shortname ? `/admin/organizations/${encodeURIComponent(shortname)}/edit` : null;
    }
    case "person":
      return `/admin/people/${entityId}/edit`;
    case "headline":
      return `/admin/headlines/${entityId}/edit`;
    case "submission":
      return "/admin/submissions";
    case "tag":
    case "tag_category":
      return "/admin/tags";
    case "batch":
      return `/admin/history?batch=${entityId}`;
    case "news_source":
      return `/admin/sources/${entityId}/edit`;
    default:
      return null;
  }
}
