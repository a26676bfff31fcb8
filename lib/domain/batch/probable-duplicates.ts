import { isSharedHost } from "../shared-hosts";
import { hostOf } from "../urls";

// A new company of a batch file that is probably one the directory has: same name but for
// case, spaces and punctuation, or else the same primary (first) website host. A warning the
// curator answers per item (import anyway or skip), never a refusal.

/** A name compared ignoring case, accents, spaces and punctuation: "Acme, Inc." is "acmeinc". */
export const nameKey = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/** A company of the directory as the comparison needs it. */
export type KnownCompany = { name: string; shortname: string; websites: string[] };

/** Why a new company is probably `company`. */
export type ProbableDuplicate = { company: KnownCompany; reason: "name" | "website" };

/**
 * Indexes the directory's companies once; `find` then answers for each new company. Hosts on
 * the shared list, or already on 3 or more companies, never make a duplicate.
 */
export function duplicateFinder(companies: KnownCompany[]) {
  const byName = new Map<string, KnownCompany>();
  const byPrimaryHost = new Map<string, KnownCompany>();
  const companiesOnHost = new Map<string, Set<string>>();
  for (const company of companies) {
    const key = nameKey(company.name);
    if (key && !byName.has(key)) byName.set(key, company);
    const primary = hostOf(company.websites[0]);
    if (primary && !byPrimaryHost.has(primary)) byPrimaryHost.set(primary, company);
    for (const host of company.websites.map(hostOf)) {
      if (!host) continue;
      const owners = companiesOnHost.get(host) ?? new Set<string>();
      owners.add(company.shortname);
      companiesOnHost.set(host, owners);
    }
  }
  const shared = (host: string) => isSharedHost(host, companiesOnHost.get(host)?.size ?? 0);
  return {
    /** Whether a website host of a new company says nothing about which company it is. */
    shared,
    find(name: string, websites: string[]): ProbableDuplicate | null {
      const byNameMatch = byName.get(nameKey(name));
      if (byNameMatch) return { company: byNameMatch, reason: "name" };
      const primary = hostOf(websites[0]);
      const byHostMatch = primary && !shared(primary) ? byPrimaryHost.get(primary) : undefined;
      return byHostMatch ? { company: byHostMatch, reason: "website" } : null;
    },
  };
}

/** The check's warning: "probably the same company as Acme (acme): same name". */
export function describeDuplicate({ company, reason }: ProbableDuplicate): string {
  const why = reason === "name" ? "same name" : `same website (${hostOf(company.websites[0])})`;
  return `probably the same company as ${company.name} (${company.shortname}): ${why}`;
}
