import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { forgetOnEveryWrite } from "@/lib/redis/write-news";
import { organization, organizationwebsite } from "@/lib/db/schema";
import {
  buildCompanyMatcher,
  normaliseHost,
  type CompanyMatcher,
  type KnownCompany,
} from "@/lib/domain/url-analysis/company-matcher";

// Companies change rarely compared with how often curators analyse articles: the index of
// names and hosts is kept, and rebuilt after any server's write or once a minute.
const MAX_AGE_MS = 60_000;

let cached: { builtAt: number; matcher: Promise<CompanyMatcher> } | null = null;
forgetOnEveryWrite(() => (cached = null));

/** The index of every company's name and website hosts, at most a minute old. */
export function getCompanyMatcher(now = Date.now()): Promise<CompanyMatcher> {
  if (!cached || now - cached.builtAt > MAX_AGE_MS) {
    const matcher = loadCompanies().then(buildCompanyMatcher);
    cached = { builtAt: now, matcher };
    // A failed load is not kept: the next analysis tries again.
    matcher.catch(() => {
      if (cached?.matcher === matcher) cached = null;
    });
  }
  return cached.matcher;
}

async function loadCompanies(): Promise<KnownCompany[]> {
  const db = await getDb();
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
