import "server-only";
import { cache } from "react";
import {
  canonicalShortnames,
  compareHref,
  compareQueryOf,
  isCanonicalQuery,
  MAX_COMPARED,
  parseCompareList,
  type CompareQuery,
} from "@/lib/domain/compare-list";
import { getComparedCompanies, type ComparedCompany } from "@/lib/queries/compared-companies";
import { isPublicCompany, renamedCompany } from "@/lib/queries/exists";
import { search } from "@/lib/search";

// The comparison page's one read (/compare?c=...): the rule, whoever asks (signed in or not,
// admin or not), is that only published companies are compared. Items that are not one
// (unknown, unpublished, not even a shortname) are named in a note; each company counts
// once; past four, the first four are kept and the page says so. A request that differs from
// its canonical URL only in spelling (order, case, duplicates, a former shortname, the add
// box's text once found) is sent there; one with something to tell is shown as it is, its
// canonical URL declared.

export type Comparison = {
  /** The compared companies, in canonical order (by shortname). */
  companies: ComparedCompany[];
  /** What the URL asked for that is no published company, as asked. */
  notFound: string[];
  /** Whether more than MAX_COMPARED companies were asked for (the first ones are kept). */
  overLimit: boolean;
  canonicalHref: string;
  /** Where to send the request instead, when it differs from canonicalHref in spelling only. */
  redirectTo: string | null;
};

/** The shortname the add box's text finds: the site search's first company. */
async function findAdded(text: string): Promise<string | null> {
  const found = await search(text, { kinds: ["companies"], limit: 1, counted: false });
  return found.companies.hits[0]?.shortname ?? null;
}

// A former shortname of a published company stands for its current one, as in its paths.
async function currentShortname(shortname: string): Promise<string> {
  const renamed = await renamedCompany(shortname);
  return renamed?.shown ? renamed.shortname : shortname;
}

async function readComparisonOf(query: CompareQuery): Promise<Comparison> {
  const { shortnames, malformed } = parseCompareList(query.lists);
  const notFound: string[] = [];
  if (query.add) {
    const added = await findAdded(query.add);
    if (added) shortnames.push(added);
    else notFound.push(query.add);
  }
  const asked = [...new Set(await Promise.all(shortnames.map(currentShortname)))];
  // Which are shown comes from the set kept in this process (as for the proxy's 404s), so
  // that only the companies kept are read, whatever the URL lists.
  const shown = await Promise.all(asked.map(isPublicCompany));
  const found = asked.filter((_, index) => shown[index]);
  notFound.unshift(...asked.filter((_, index) => !shown[index]), ...malformed);
  const kept = canonicalShortnames(found.slice(0, MAX_COMPARED));
  const overLimit = found.length > MAX_COMPARED;
  const read = new Map((await getComparedCompanies(kept)).map((c) => [c.shortname, c]));
  const canonicalHref = compareHref(kept);
  const plain = notFound.length === 0 && !overLimit;
  return {
    // One unpublished since the set was read is left out.
    companies: kept.flatMap((shortname) => read.get(shortname) ?? []),
    notFound,
    overLimit,
    canonicalHref,
    redirectTo: plain && !isCanonicalQuery(query, kept) ? canonicalHref : null,
  };
}

/** The comparison a URL's query asks for (read once per request: metadata and page). */
export const readComparison = cache((queryString: string): Promise<Comparison> =>
  readComparisonOf(compareQueryOf(queryString)),
);
