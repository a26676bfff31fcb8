import { and, eq, max, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/types";
import * as t from "@/lib/db/schema";
import { HEADLINE_TYPES } from "@/lib/domain/constants";
import { slugify } from "@/lib/domain/slug";
import { CITIES, OUTLETS, randomSource, TAGS, WORDS_A, WORDS_B } from "./large-data-words";

// A deterministic generator of many companies and headlines for benchmarks: the same
// arguments give the same rows (dates count back from a fixed day, not from today).

const BASE_DAY = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const BATCH = 1000;

const dayString = (daysAgo: number) =>
  new Date(BASE_DAY - daysAgo * DAY_MS).toISOString().slice(0, 10);

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
}

type TableWithId =
  typeof t.organization | typeof t.keyperson | typeof t.project | typeof t.headline;

async function nextId(db: Db, table: TableWithId): Promise<number> {
  const [row] = await db.select({ id: max(table.id) }).from(table);
  return (row?.id ?? 0) + 1;
}

async function tagIds(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const [category, names] of Object.entries(TAGS)) {
    let [row] = await db
      .insert(t.tagCategory)
      .values({ name: category })
      .onConflictDoNothing()
      .returning();
    row ??= (await db.select().from(t.tagCategory).where(eq(t.tagCategory.name, category)))[0];
    for (const name of names) {
      await db.insert(t.tag).values({ name, category_id: row.id }).onConflictDoNothing();
      const [found] = await db
        .select({ id: t.tag.id })
        .from(t.tag)
        .where(and(eq(t.tag.category_id, row.id), eq(t.tag.name, name)));
      ids.push(found.id);
    }
  }
  return ids;
}

/** Adds `companies` companies (with websites, people, projects, tags, valuations) and `headlines` headlines. */
export async function seedLargeData(db: Db, companies: number, headlines: number) {
  const random = randomSource(20261121);
  await db.transaction(async (tx) => {
    const tags = await tagIds(tx);
    const firstOrg = await nextId(tx, t.organization);
    const firstPerson = await nextId(tx, t.keyperson);
    const firstProject = await nextId(tx, t.project);
    const firstHeadline = await nextId(tx, t.headline);
    const orgIds = Array.from({ length: companies }, (_, i) => firstOrg + i);

    const orgs = orgIds.map((id) => {
      const name = `${random.pick(WORDS_A)} ${random.pick(WORDS_B)} ${id}`;
      const added = random.int(0, 1100);
      const funding =
        random.next() < 0.8
          ? `${random.int(1, 900)}M`
          : random.next() < 0.5
            ? `${random.int(1, 9)}.${random.int(0, 9)}B`
            : null;
      return {
        id,
        name,
        shortname: slugify(name),
        description: `${name} builds open source software for ${random.pick(TAGS.industry).toLowerCase()}.`,
        short_description: `Open source ${random.pick(TAGS.technology).toLowerCase()}`,
        city: random.pick(CITIES),
        year_founded: random.int(1998, 2025),
        total_funding: funding,
        published: random.next() < 0.92,
        date_added: new Date(BASE_DAY - added * DAY_MS),
        date_updated: new Date(BASE_DAY - random.int(0, added) * DAY_MS),
      };
    });
    await insertInBatches(orgs, (batch) => tx.insert(t.organization).values(batch));
    await insertInBatches(
      orgs.map((o) => ({ organization_id: o.id, url: `https://${o.shortname}.example.com` })),
      (batch) => tx.insert(t.organizationwebsite).values(batch),
    );

    const people = orgIds.flatMap((orgId, i) =>
      [0, 1].map((n) => ({
        id: firstPerson + i * 2 + n,
        name: `Person ${firstPerson + i * 2 + n}`,
        linkedin_url: `https://www.linkedin.com/in/person-${firstPerson + i * 2 + n}`,
        orgId,
        founder: n === 0,
      })),
    );
    await insertInBatches(people, (batch) =>
      tx
        .insert(t.keyperson)
        .values(batch.map(({ id, name, linkedin_url }) => ({ id, name, linkedin_url }))),
    );
    await insertInBatches(people, (batch) =>
      tx.insert(t.organizationkeyperson).values(
        batch.map((p) => ({
          organization_id: p.orgId,
          key_person_id: p.id,
          role: p.founder ? "CEO & Co-founder" : "CTO",
          is_founder: p.founder,
        })),
      ),
    );

    const projects = orgs.map((o, i) => ({
      id: firstProject + i,
      name: o.shortname,
      resources_url: `https://github.com/${o.shortname}/${o.shortname}`,
      license: random.pick(TAGS.license),
    }));
    await insertInBatches(projects, (batch) => tx.insert(t.project).values(batch));
    await insertInBatches(
      orgIds.map((orgId, i) => ({ organization_id: orgId, project_id: firstProject + i })),
      (batch) => tx.insert(t.organizationproject).values(batch),
    );

    const links = orgIds.flatMap((orgId) =>
      [...new Set(Array.from({ length: random.int(3, 7) }, () => random.pick(tags)))].map(
        (tagId) => ({ organization_id: orgId, tag_id: tagId }),
      ),
    );
    await insertInBatches(links, (batch) => tx.insert(t.organizationTag).values(batch));

    const valuations = orgIds
      .filter(() => random.next() < 0.3)
      .map((orgId) => ({
        organization_id: orgId,
        valuation_amount: random.int(50, 20000),
        valuation_date: dayString(random.int(0, 900)),
      }));
    await insertInBatches(valuations, (batch) => tx.insert(t.organizationvaluation).values(batch));

    const news = Array.from({ length: headlines }, (_, i) => {
      const type = random.pick(HEADLINE_TYPES);
      return {
        id: firstHeadline + i,
        headline_type: type,
        headline_date: random.next() < 0.98 ? dayString(random.int(0, 1100)) : null,
        url: `https://news.example.com/${firstHeadline + i}`,
        description: `${random.pick(WORDS_A)} ${random.pick(WORDS_B)} news item ${firstHeadline + i}`,
        media_outlet: random.pick(OUTLETS),
        total_amount: type === "funding" ? random.int(1, 500) * 1_000_000 : null,
        published: random.next() < 0.97,
      };
    });
    await insertInBatches(news, (batch) => tx.insert(t.headline).values(batch));
    const mentions = news.flatMap((h) =>
      [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(orgIds)))].map(
        (orgId) => ({ headline_id: h.id, organization_id: orgId }),
      ),
    );
    await insertInBatches(mentions, (batch) => tx.insert(t.headlineorganization).values(batch));

    for (const table of ["organization", "keyperson", "project", "headline"]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ),
      );
    }
  });
}
