import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organization, organizationwebsite } from "@/lib/db/schema";
import {
  buildCompanyMatcher,
  normaliseHost,
  type KnownCompany,
} from "@/lib/domain/url-analysis/company-matcher";
import { keptUntilNextWrite } from "@/lib/queries/kept-until-write";

// Companies change rarely compared with how often curators analyse articles: the index of
// names and hosts is kept until the next write.

/** The index of every company's name and website hosts. */
export const getCompanyMatcher = keptUntilNextWrite("company-matcher", async (db) =>
  buildCompanyMatcher(await loadCompanies(db)),
);

async function loadCompanies(db: Db): Promise<KnownCompany[]> {
  const rows = await db
    .select({ id: organization.id, name: organization.name, url: organizationwebsite.url })
    .from(organization)
    .leftJoin(organizationwebsite, eq(organizationwebsite.organization_id, organization.id));
  const companies = new Map<number, KnownCompany>();
  for (const row of rows) {
    const company = companies.get(row.id) ?? { id: row.id, name: row.name, hosts: [] };
    const host = row.url ? hostOf(row.url) : null;
    if (host) company.hosts.push(host);
    companies.set(row.id, company);
  }
  return [...companies.values()];
}

function hostOf(url: string): string | null {
  try {
    return normaliseHost(new URL(url).hostname);
  } catch {
    return null;
  }
}
