import "server-only";
import { organization } from "./schema";

// Named selections of the tables under their own names (the public reads, which name their
// rows by alias, have theirs in lib/queries/fragments.ts); each row type is inferred.

/** A company as a list or a link names it: its id, name and shortname (its page's address). */
export const COMPANY_REF = {
  id: organization.id,
  name: organization.name,
  shortname: organization.shortname,
};
