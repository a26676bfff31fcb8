import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { createCompany } from "@/lib/companies/create-company";
import type { Db } from "@/lib/db/types";
import { headline, headlineorganization, organization, siteInfo } from "@/lib/db/schema";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { headlineJsonSchema } from "@/lib/validation/headline-json";

const seedDir = path.join(process.cwd(), "supabase", "seed");

function readSeedFile<T extends z.ZodType>(file: string, schema: T): z.infer<T>[] {
  const raw = JSON.parse(fs.readFileSync(path.join(seedDir, file), "utf8"));
  return z.array(schema).parse(raw);
}

export const SITE_INFO_ROWS = [
  { attribute: "name", value: "COSS Directory", environment: "prod" },
  { attribute: "domain", value: "coss.directory", environment: "prod" },
  { attribute: "name", value: "COSS Directory", environment: "dev" },
  { attribute: "domain", value: "localhost", environment: "dev" },
] as const;

/**
 * Fills an empty database with the demo content of supabase/seed: real COSS companies
 * (through createCompany, like the terminal and batch upload), their headlines and site_info,
 * in one transaction.
 */
export async function seedDemoData(db: Db): Promise<{ companies: number; headlines: number }> {
  const companies = readSeedFile("companies.json", companyJsonSchema);
  const headlines = readSeedFile("headlines.json", headlineJsonSchema);

  await db.transaction(async (tx) => {
    const idByName = new Map<string, number>();
    for (const company of companies) {
      idByName.set(company.name, (await createCompany(tx, company)).id);
    }
    for (const item of headlines) {
      const { companies: names, ...fields } = item;
      const [created] = await tx.insert(headline).values(fields).returning({ id: headline.id });
      const links = names.map((name) => {
        const organizationId = idByName.get(name);
        if (!organizationId)
          throw new Error(`Seed headline "${item.description}" names unknown company "${name}"`);
        return { headline_id: created.id, organization_id: organizationId };
      });
      if (links.length > 0) await tx.insert(headlineorganization).values(links);
    }
    await tx
      .insert(siteInfo)
      .values([...SITE_INFO_ROWS])
      .onConflictDoNothing();
    await spreadDemoDates(tx);
  });

  return { companies: companies.length, headlines: headlines.length };
}

// Companies were all created just now; give them a plausible history instead, so that
// only the two newest wear the NEW badge, and "last updated" follows their latest headline.
async function spreadDemoDates(db: Db) {
  await db.execute(sql`
    with ranked as (
      select id, row_number() over (order by published desc, id desc) - 1 as position from ${organization}
    )
    update ${organization} o
    set date_added = case when r.position < 2 then now() - interval '6 hours' * (r.position + 1)
                          else now() - interval '9 days' * r.position end
    from ranked r
    where o.id = r.id
  `);
  await db.execute(sql`
    update ${organization} o
    set date_updated = greatest(o.date_added, coalesce((
      select max(h.headline_date)::timestamptz
      from ${headlineorganization} ho join ${headline} h on h.id = ho.headline_id
      where ho.organization_id = o.id
    ), o.date_added))
  `);
}
