// Finds our companies in an article: by name (whole words, longest first) and by website host.

export type KnownCompany = { id: number; name: string; hosts: string[] };
export type MatchedCompany = { id: number; name: string };

type NameEntry = { tokens: string[]; company: KnownCompany; plainWord: boolean };

/** Companies indexed for matching: build once, match many texts. */
export type CompanyMatcher = {
  byFirstToken: Map<string, NameEntry[]>;
  byHost: Map<string, KnownCompany>;
};

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’.&+-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;

const tokensOf = (text: string) => (text.match(TOKEN) ?? []).map((token) => token.toLowerCase());

/** Normalises a host: lower case, without 'www.' and a trailing dot. */
export function normaliseHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** Indexes companies by the first word of their name and by their websites' hosts. */
export function buildCompanyMatcher(companies: KnownCompany[]): CompanyMatcher {
  const byFirstToken = new Map<string, NameEntry[]>();
  const byHost = new Map<string, KnownCompany>();
  for (const company of companies) {
    const tokens = tokensOf(company.name);
    if (tokens.length === 0) continue;
    const plainWord = tokens.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(company.name.trim());
    const entry = { tokens, company, plainWord };
    const list = byFirstToken.get(tokens[0]) ?? [];
    list.push(entry);
    byFirstToken.set(tokens[0], list);
    for (const host of company.hosts)
      if (!byHost.has(host)) byHost.set(normaliseHost(host), company);
  }
  // Longest names first, so that 'Open Source Labs' wins over 'Open'.
  for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { byFirstToken, byHost };
}

const HOST_PATTERN = /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\b/gi;

/**
 * The companies named in `texts` (title, description, article text), in order of first
 * mention. Names match whole words only, longest first; a one-word name that is a plain
 * word written like one ('Bolt', 'Render') must be capitalised in the text, so that
 * 'render the page' does not name Render; 'GitLab' or 'n8n' match in any case. Hosts ('supabase.com') match their company.
 */
export function matchCompanies(matcher: CompanyMatcher, texts: string[]): MatchedCompany[] {
  const found = new Map<number, MatchedCompany>();
  const add = (company: KnownCompany) => {
    if (!found.has(company.id)) found.set(company.id, { id: company.id, name: company.name });
  };
  for (const text of texts) {
    const raw = text.match(TOKEN) ?? [];
    const tokens = raw.map((token) => token.toLowerCase());
    for (let i = 0; i < tokens.length;) {
      const entry = matcher.byFirstToken
        .get(tokens[i])
        ?.find(
          (candidate) =>
            candidate.tokens.every((token, k) => tokens[i + k] === token) &&
            (!candidate.plainWord || /^\p{Lu}/u.test(raw[i])),
        );
      if (entry) add(entry.company);
      i += entry ? entry.tokens.length : 1;
    }
    for (const host of text.match(HOST_PATTERN) ?? []) {
      const company = matcher.byHost.get(normaliseHost(host));
      if (company) add(company);
    }
  }
  return [...found.values()];
}

/**
 * Our companies among names a model gave: a name equal to one of ours (any case), else our
 * companies named inside it ('Supabase Inc.' names Supabase).
 */
export function matchCompanyNames(matcher: CompanyMatcher, names: string[]): MatchedCompany[] {
  const found = new Map<number, MatchedCompany>();
  for (const name of names) {
    const tokens = tokensOf(name);
    const exact = matcher.byFirstToken
      .get(tokens[0] ?? "")
      ?.find((entry) => entry.tokens.join(" ") === tokens.join(" "));
    const companies = exact ? [exact.company] : matchCompanies(matcher, [name]);
    for (const company of companies) {
      if (!found.has(company.id)) found.set(company.id, { id: company.id, name: company.name });
    }
  }
  return [...found.values()];
}
