// One example answer per endpoint, for the OpenAPI document and the reference page. The
// contract test checks each against the schema of its endpoint, so they cannot drift from it.

const SITE = "https://coss.example.com";

const tag = { id: 7, category: "license", name: "Apache-2.0" };

const summary = {
  id: 12,
  shortname: "example-data",
  name: "Example Data",
  organization_type: "company",
  description: "Makes an open source example database.",
  short_description: "Open source example database",
  city: "Berlin, Germany",
  year_founded: 2019,
  total_funding: "1.5B",
  funding_millions: 1500,
  logo_url: null,
  fallback_avatar: false,
  published: true,
  date_added: "2025-03-02 09:15:00+00",
  date_updated: "2025-06-01 12:00:00+00",
  websites: ["https://example.com"],
  tags: [tag],
  url: `${SITE}/organizations/example-data`,
};

const organization = { id: 12, name: "Example Data", shortname: "example-data" };

// In the form the server writes (base64url JSON, a dot, its signature); the signature is made up.
const CURSOR =
  "eyJxIjoiUmV4YW1wbGUiLCJ2IjoiZXhhbXBsZSIsImlkIjoxMn0.8zoL4PANfu35xjCA7ACTyC4vJpJ5QKUr7EOaKwruRoA";

/** The example answer of each endpoint, by operationId. */
export const EXAMPLES: Record<string, unknown> = {
  listCompanies: {
    data: [{ ...summary, stars: 81_500 }],
    limit: 2,
    next: `/api/v1/companies?sort=name:asc&limit=2&cursor=${CURSOR}`,
  },
  getCompany: {
    ...summary,
    key_people: [
      {
        person_id: 1,
        name: "Ada Example",
        role: "CEO & Co-founder",
        linkedin_url: "https://www.linkedin.com/in/ada-example",
        is_founder: true,
        social_accounts: [{ account_type: "x", url: "https://x.com/ada" }],
      },
    ],
    projects: [
      {
        project_id: 3,
        name: "exampledb",
        resources_url: "https://github.com/example/exampledb",
        description: null,
        info_url: "https://docs.example.com",
        license: "Apache-2.0",
        repository: {
          stars: 80412,
          forks: 9210,
          contributors: 412,
          open_issues: 730,
          language: "Rust",
          license: "Apache-2.0",
          last_commit_at: "2025-06-01T09:12:44.000Z",
          latest_release: { tag: "v2.4.0", published_at: "2025-05-20T16:00:00.000Z" },
          archived: false,
          as_of: "2025-06-01",
        },
      },
      {
        project_id: 4,
        name: "exampledb-cloud",
        resources_url: "https://gitlab.com/example/exampledb-cloud",
        description: "The managed service's control plane.",
        info_url: null,
        license: "AGPL-3.0",
        repository: null,
      },
    ],
    socials: [{ id: 4, type: "github", url: "https://github.com/example" }],
    valuation: { amount: 2500, date: "2025-06-01", source_url: "https://news.example.com/val" },
    valuations: [
      { amount: 900, date: "2023-04-01", source_url: null },
      { amount: 2500, date: "2025-06-01", source_url: "https://news.example.com/val" },
    ],
    funding_rounds: [
      {
        headline_id: 30,
        date: "2025-05-20",
        amount_usd: 120000000,
        round_type: "series_b",
        description: "Example Data raises $120M Series B",
        source_url: "https://news.example.com/series-b",
      },
    ],
    open_source: { stars: 80412, star_gain_90d: 4210, as_of: "2025-06-01" },
    similar_companies: [
      {
        name: "Sample Analytics",
        shortname: "sample-analytics",
        short_description: "Open source product analytics",
        shared_tags: ["Analytics", "Apache-2.0"],
        url: `${SITE}/organizations/sample-analytics`,
      },
    ],
  },
  listPeople: {
    data: [
      {
        id: 1,
        name: "Ada Example",
        linkedin_url: "https://www.linkedin.com/in/ada-example",
        organizations: [{ ...organization, role: "CEO & Co-founder", is_founder: true }],
        url: `${SITE}/people/1`,
      },
    ],
    limit: 1,
    next: null,
  },
  getPerson: {
    id: 1,
    name: "Ada Example",
    linkedin_url: "https://www.linkedin.com/in/ada-example",
    organizations: [{ ...organization, role: "CEO & Co-founder", is_founder: true }],
    url: `${SITE}/people/1`,
    social_accounts: [{ account_type: "x", url: "https://x.com/ada" }],
  },
  listHeadlines: {
    data: [
      {
        id: 30,
        headline_type: "funding",
        headline_date: "2025-05-20",
        url: "https://news.example.com/series-b",
        description: "Example Data raises $120M Series B",
        media_outlet: "Example News",
        total_amount: 120000000,
        round_type: null,
        companies: ["Example Data"],
        organizations: [organization],
      },
    ],
    limit: 1,
    next: null,
  },
  listTags: {
    data: [
      { id: 7, name: "Apache-2.0", category: "license", description: null, company_count: 41 },
      { id: 9, name: "MIT", category: "license", description: null, company_count: 23 },
    ],
    limit: 2,
    next: null,
  },
};
