import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { firstRow } from "@/lib/db/rows";
import { newsSource, organization } from "@/lib/db/schema";
import { COMPANY_REF } from "@/lib/db/selections";

// A news source as a curator edits it: the fields of the editor, its version, and its
// company's name (a company blog's); the feed's own state (validators, counts) is left out.

const CURATED = {
  id: newsSource.id,
  url: newsSource.url,
  name: newsSource.name,
  kind: newsSource.kind,
  organization_id: newsSource.organization_id,
  outlet: newsSource.outlet,
  active: newsSource.active,
  interval_minutes: newsSource.interval_minutes,
  version: newsSource.version,
};

export type SourceCompany = { id: number; name: string; shortname: string };

export type SourceRecord = {
  id: number;
  url: string;
  name: string;
  kind: "company" | "outlet";
  organization_id: number | null;
  outlet: string | null;
  active: boolean;
  interval_minutes: number;
  version: number;
  company: SourceCompany | null;
};

/** Source `id` with its company, or null; `lock` holds it until the transaction ends. */
export async function readSourceRecord(
  db: Db,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<SourceRecord | null> {
  const query = db.select(CURATED).from(newsSource).where(eq(newsSource.id, id));
  const row = await firstRow(query, lock);
  if (!row) return null;
  return {
    ...row,
    kind: row.kind as SourceRecord["kind"],
    company: row.organization_id ? await companyOf(db, row.organization_id) : null,
  };
}

/** The company a blog belongs to, or null when there is none by that id. */
export async function companyOf(db: Db, id: number): Promise<SourceCompany | null> {
  const [company] = await db.select(COMPANY_REF).from(organization).where(eq(organization.id, id));
  return company ?? null;
}

/** The change history's picture of a source: what a curator edits, the company by name too. */
export function sourceSnapshot(source: SourceRecord) {
  return {
    url: source.url,
    name: source.name,
    kind: source.kind,
    organization_id: source.organization_id,
    company: source.company?.name ?? null,
    outlet: source.outlet,
    active: source.active,
    interval_minutes: source.interval_minutes,
  };
}
