// A few companies that differ in each thing the companies table filters and sorts by.
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";

type Seed = {
  name: string;
  published?: boolean;
  logo?: string;
  description?: boolean;
  website?: boolean;
  tag?: boolean;
  type?: "company" | "foundation" | "fund";
  yearsAgo?: number;
  valuation?: number;
  headlines?: number;
};

export const TABLE_COMPANIES: Seed[] = [
  {
    name: "Alpha",
    published: true,
    logo: "https://alpha.test/logo.png",
    description: true,
    website: true,
    tag: true,
    valuation: 500,
    headlines: 2,
  },
  {
    name: "bravo",
    published: false,
    description: true,
    website: true,
    tag: true,
    yearsAgo: 2,
    valuation: 90,
  },
  { name: "Charlie", published: true, website: true, type: "foundation", headlines: 1 },
  {
    name: "Delta",
    published: false,
    logo: "javascript:alert(1)",
    tag: true,
    yearsAgo: 3,
    valuation: 2000,
    headlines: 3,
  },
  { name: "Echo", published: true, description: true, website: false, type: "fund" },
];

/** Inserts the table's companies (and a dummy that the table never lists); their ids by name. */
export async function seedTableCompanies(db: Db): Promise<Record<string, number>> {
  const [tag] = await db.insert(t.tag).values({ name: "Seeded" }).returning({ id: t.tag.id });
  const ids: Record<string, number> = {};
  for (const seed of TABLE_COMPANIES) {
    const [row] = await db
      .insert(t.organization)
      .values({
        name: seed.name,
        shortname: seed.name.toLowerCase(),
        published: seed.published ?? false,
        logo_url: seed.logo ?? null,
        fallback_avatar: Boolean(seed.logo),
        description: seed.description ? "Long text" : null,
        short_description: seed.description ? "Short" : null,
        organization_type: seed.type ?? "company",
        date_updated: sql`now() - make_interval(years => ${seed.yearsAgo ?? 0})`,
        date_added: sql`now() - make_interval(days => ${TABLE_COMPANIES.indexOf(seed)})`,
      })
      .returning({ id: t.organization.id });
    ids[seed.name] = row.id;
    if (seed.website) {
      await db
        .insert(t.organizationwebsite)
        .values({ organization_id: row.id, url: `https://${seed.name.toLowerCase()}.test` });
    }
    if (seed.tag)
      await db.insert(t.organizationTag).values({ organization_id: row.id, tag_id: tag.id });
    if (seed.valuation) {
      await db
        .insert(t.organizationvaluation)
        .values({
          organization_id: row.id,
          valuation_amount: seed.valuation,
          valuation_date: "2025-01-01",
        });
    }
    for (let i = 0; i < (seed.headlines ?? 0); i++) {
      const [headline] = await db
        .insert(t.headline)
        .values({
          description: `${seed.name} news ${i}`,
          url: `https://news.test/${seed.name}/${i}`,
          headline_type: "announcement",
        })
        .returning({ id: t.headline.id });
      await db
        .insert(t.headlineorganization)
        .values({ headline_id: headline.id, organization_id: row.id });
    }
  }
  await db
    .insert(t.organization)
    .values({ name: "Placeholder", shortname: "placeholder", is_dummy: true });
  return ids;
}
