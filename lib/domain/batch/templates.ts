import { COMPANY_CSV_COLUMNS } from "./companies-csv";
import { HEADLINE_CSV_COLUMNS } from "./headlines-csv";
import { toCsv } from "./csv-table";

// The files behind each screen's Download Template button: examples using every field.

const companies = [
  {
    name: "Example Vectors",
    organization_type: "company",
    description: "Example Vectors builds an open source vector database for search and AI.",
    short_description: "Open source vector database",
    city: "Berlin, Germany",
    year_founded: 2021,
    total_funding: "12.5M",
    published: true,
    logo_url: "https://vectors.example.com/logo.png",
    fallback_avatar: false,
    websites: ["https://vectors.example.com"],
    key_people: [
      {
        name: "Ada Example",
        role: "CEO & Co-founder",
        linkedin_url: "https://www.linkedin.com/in/ada-example",
        is_founder: true,
        social_accounts: [{ account_type: "x", url: "https://x.com/ada_example" }],
      },
    ],
    projects: [
      {
        name: "vectors",
        resources_url: "https://github.com/example/vectors",
        description: "The vector database",
        info_url: "https://vectors.example.com/docs",
        license: "Apache-2.0",
      },
    ],
    socials: [{ type: "discord", url: "https://discord.gg/example-vectors" }],
    tags: [{ category: "technology", name: "Vector Database" }],
    valuation: {
      amount: "150M",
      date: "2024-06-01",
      source_url: "https://news.example.com/vectors",
    },
  },
  {
    name: "Example Streams",
    organization_type: "company",
    description: "Example Streams maintains an open source event streaming platform.",
    short_description: "Open source event streaming",
    city: "Austin, TX, USA",
    year_founded: 2019,
    total_funding: "1.2B",
    published: false,
    websites: ["https://streams.example.com", "https://blog.streams.example.com"],
    key_people: [{ name: "Grace Example", role: "CTO", is_founder: false }],
    projects: [
      { name: "streams", resources_url: "https://github.com/example/streams", license: "MIT" },
    ],
    tags: [{ category: "industry", name: "Data Infrastructure" }],
  },
];

const updates = [
  {
    shortname: "example-vectors",
    city: "Munich, Germany",
    total_funding: "20M",
    published: true,
    add_websites: ["https://docs.vectors.example.com"],
    add_key_people: [{ name: "Linus Example", role: "CTO", is_founder: true }],
    add_projects: [
      { name: "vectors-client", resources_url: "https://github.com/example/vectors-client" },
    ],
    add_socials: [{ type: "slack", url: "https://slack.example.com/vectors" }],
    add_tags: [{ category: "sector", name: "AI" }],
    add_valuation: { amount: "300M", date: "2025-01-15" },
  },
];

export const BATCH_TEMPLATES = {
  "companies-json": {
    fileName: "companies-template.json",
    text: `${JSON.stringify(companies, null, 2)}\n`,
  },
  "company-updates": {
    fileName: "company-updates-template.json",
    text: `${JSON.stringify(updates, null, 2)}\n`,
  },
  "companies-csv": {
    fileName: "companies-template.csv",
    text: toCsv(COMPANY_CSV_COLUMNS, [
      [
        "Example Vectors",
        "2021",
        "Berlin, Germany",
        "An open source vector database.",
        "https://vectors.example.com, https://docs.vectors.example.com",
        "Ada Example, Linus Example",
        "https://www.linkedin.com/in/ada-example, https://www.linkedin.com/in/linus-example",
        "vectors, vectors-client",
        "https://github.com/example/vectors, https://github.com/example/vectors-client",
        "$12.5M",
      ],
    ]),
  },
  "headlines-csv": {
    fileName: "headlines-template.csv",
    text: toCsv(HEADLINE_CSV_COLUMNS, [
      [
        "Example Vectors",
        "funding",
        "2025-01-15",
        "https://news.example.com/vectors-series-a",
        "Example Vectors raises $20M Series A",
        "20000000",
      ],
      [
        "Example Vectors",
        "announcement",
        "2025-02-01",
        "https://vectors.example.com/blog/2-0",
        "Example Vectors 2.0 is out",
        "",
      ],
    ]),
  },
} as const;
