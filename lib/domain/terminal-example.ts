// What the terminal's example command prints: every field of the company JSON shape
// (admin-area §3), as a create takes it.
export const EXAMPLE_COMPANY = {
  name: "Example Corp",
  organization_type: "company",
  description: "Example Corp builds an open source time-series database and sells a managed cloud.",
  short_description: "Open source time-series database",
  city: "San Francisco, CA, USA",
  year_founded: 2021,
  total_funding: "25M",
  published: false,
  logo_url: "https://example.com/logo.png",
  fallback_avatar: false,
  websites: ["https://example.com"],
  key_people: [
    {
      name: "Jane Doe",
      role: "CEO & Co-founder",
      linkedin_url: "https://www.linkedin.com/in/janedoe",
      is_founder: true,
      social_accounts: [{ account_type: "x", url: "https://x.com/janedoe" }],
    },
  ],
  projects: [
    {
      name: "exampledb",
      description: "The time-series database.",
      resources_url: "https://github.com/example/exampledb",
      info_url: "https://example.com/docs",
      license: "Apache-2.0",
    },
  ],
  socials: [{ type: "x", url: "https://x.com/examplecorp" }],
  tags: [
    { category: "industry", name: "Data Infrastructure" },
    { category: "technology", name: "Time Series" },
    { category: "license", name: "Apache-2.0" },
  ],
  valuation: {
    amount: "150M",
    date: "2025-06-30",
    source_url: "https://example.com/news/series-b",
  },
};

/** An update with an overwritten field and an add_ list, for the help. */
export const EXAMPLE_UPDATE =
  'update "Example Corp" {"city": "Berlin, Germany", "add_tags": [{"category": "technology", "name": "Kubernetes"}]}';
