import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { headline } from "@/lib/db/schema";

// The review queue's filters: the unpublished headlines of one source (or those curators typed)
// and those that name one company. The list and its "all matching" actions read the same rule.

/** `source`: a news source's id, or "curators" for headlines typed by hand. */
export type QueueFilter = { source?: number | "curators"; company?: string };

/** Reads the filters from a URL's parameters; anything unknown is no filter. */
export function parseQueueFilter(params: URLSearchParams): QueueFilter {
  const source = params.get("source");
  const id = Number(source);
  const company = params.get("company")?.trim().toLowerCase();
  return {
    source: source === "curators" ? source : Number.isSafeInteger(id) && id > 0 ? id : undefined,
    company: company || undefined,
  };
}

/** The unpublished headlines that `filter` keeps. */
export function queueWhere({ source, company }: QueueFilter): SQL {
  return and(
    eq(headline.published, false),
    source === "curators"
      ? isNull(headline.source_id)
      : source
        ? eq(headline.source_id, source)
        : undefined,
    company
      ? sql`exists (select 1 from headlineorganization ho
          join organization o on o.id = ho.organization_id
          where ho.headline_id = ${headline.id} and o.shortname = ${company})`
      : undefined,
  )!;
}
