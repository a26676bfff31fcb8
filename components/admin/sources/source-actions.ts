import type { ActionResult } from "@/lib/admin/action-result";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import type { SourceSaved } from "@/lib/admin/sources/save-source";

// The server actions of /admin/sources, handed down by its pages, so that the components
// belong to no route. Every argument is parsed again on the server.

/** Deletes a source shown at `version` (then the list shows without it). */
export type RemoveSource = (id: unknown, version: unknown) => Promise<ActionResult>;

/** What the list's rows call. */
export type SourceRowActions = {
  fetchNow: (id: unknown) => Promise<ActionResult>;
  switchActive: (id: unknown, active: unknown) => Promise<ActionResult>;
  remove: RemoveSource;
};

/** What the editor calls. */
export type SourceFormActions = {
  save: (id: unknown, version: unknown, input: unknown) => Promise<SourceSaved>;
  remove: RemoveSource;
  suggestCompanies: (text: string) => Promise<ActionResult<{ companies: CompanySuggestion[] }>>;
};
