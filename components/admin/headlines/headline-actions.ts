import type { ActionResult } from "@/lib/admin/action-result";
import type { CompanySuggestion } from "@/lib/admin/companies/suggest-companies";
import type { SameUrlHeadline } from "@/lib/admin/headlines/find-same-url";

/**
 * The server actions the headline form calls, handed down by the page that shows it (the
 * admin's editor or the embedded form), so that the form itself belongs to no route.
 */
export type HeadlineFormActions = {
  save: (
    id: number | null,
    version: number | null,
    input: unknown,
  ) => Promise<ActionResult<{ id: number; version: number }>>;
  findSameUrl: (
    url: string,
    except: number | null,
  ) => Promise<ActionResult<{ headline: SameUrlHeadline | null }>>;
  suggestCompanies: (text: string) => Promise<ActionResult<{ companies: CompanySuggestion[] }>>;
};
