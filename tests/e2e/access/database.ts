// The PostgreSQL database of the browser tests' PostgreSQL-backed server (postgres-app.ts):
// a picture of every table to compare before and after, and rows for the calls to aim at.
import fs from "node:fs";
import pg from "pg";
import { POSTGRES_URL_FILE } from "../servers";

/** Runs `work` with a client of the database, then closes it. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: fs.readFileSync(POSTGRES_URL_FILE, "utf8") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Per table of schema public: its row count and an md5 of its rows in a fixed order. */
export type TablesSnapshot = Record<string, { rows: number; md5: string }>;

export async function snapshotTables(client: pg.Client): Promise<TablesSnapshot> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: TablesSnapshot = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
       from public.${client.escapeIdentifier(name)} t`,
    );
    snapshot[name] = rows[0];
  }
  return snapshot;
}

/** Real rows for the calls to aim at: what an accepted call would change or delete. */
export type Targets = {
  shortname: string;
  companyId: number;
  personId: number;
  headlineId: number;
  submissionId: number;
};

export async function findTargets(client: pg.Client): Promise<Targets> {
  const first = async (query: string) => (await client.query(query)).rows[0];
  const company = await first(
    "select id, shortname from organization where published order by id limit 1",
  );
  const person = await first("select id from keyperson order by id limit 1");
  const headline = await first("select id from headline order by id limit 1");
  // A new submission, which an accepted review would turn into a company.
  const submission = await first(`insert into submission (kind, payload, submitter_ip)
    values ('company', '{"name":"Access Test Co","website":"https://access-test.example.com"}',
            '203.0.113.50') returning id`);
  return {
    shortname: company.shortname,
    companyId: company.id,
    personId: person.id,
    headlineId: headline.id,
    submissionId: submission.id,
  };
}
