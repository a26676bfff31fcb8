import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { openPglite, openPostgres, useDatabase, type Database } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { measureRelevance } from "@/lib/search/measure-relevance";
import { relevanceQuerySchema, type RelevanceReport } from "@/lib/search/relevance";
import { seedDemoData } from "@/lib/seed/demo-data";

// The search's relevance figures over the query set of the relevance test, on the demo data
// (the answers it expects are demo companies and people), as that test measures them.

const QUERIES = path.join(process.cwd(), "tests/fixtures/search-queries.json");

async function measureOn(database: Database): Promise<RelevanceReport> {
  try {
    await applyMigrations(database);
    await seedDemoData(database.db);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the process's database
    useDatabase(database);
    const queries = z
      .array(relevanceQuerySchema)
      .parse(JSON.parse(fs.readFileSync(QUERIES, "utf8")));
    return await measureRelevance(queries);
  } finally {
    await database.close();
  }
}

/** The relevance figures on a new in-memory PGlite holding the demo data. */
export const measureRelevanceOnPglite = async () => measureOn(await openPglite());

/** The relevance figures on a new database `demo` of the PostgreSQL server at `adminUrl`. */
export async function measureRelevanceOnPostgres(adminUrl: string): Promise<RelevanceReport> {
  const admin = await openPostgres(adminUrl);
  try {
    await admin.db.execute("create database demo");
  } finally {
    await admin.close();
  }
  return measureOn(await openPostgres(adminUrl.replace(/\/postgres$/, "/demo")));
}
