import { sql, type SQL } from "drizzle-orm";
import { getCompanyForEditor } from "@/lib/admin/companies/company-for-editor";
import { updateCompanyFromEditor } from "@/lib/admin/companies/save-company";
import { asAdminUser } from "@/lib/auth/admin-user";
import { useDatabase, type Database, type Db } from "@/lib/db/client";
import { selectRows } from "@/lib/db/rows";
import { percentile } from "./percentile";

// The search index's write side, in the server's own code on a benchmark database: what one
// company save costs more for keeping its documents, and building every document from scratch.

export type IndexFigures = {
  /** The saved company and how many documents besides its own its renames refresh. */
  company: { name: string; people: number; headlines: number };
  /** Median of a save with the search triggers, and without them. */
  saveWithMs: number;
  saveWithoutMs: number;
  saves: number;
  rebuild: { totalMs: number; steps: [string, number][]; complete: boolean };
};

// A benchmark stands in for a signed-in admin; nothing else may make one outside lib/auth.
const ADMIN = asAdminUser("bench@example.com");
// Blocks of saves with and without the triggers in turn, so that drift hits both alike.
const ROUNDS = 10;
const BLOCK = 10;
const RENAMED = " Bench";

const SEARCH_TRIGGERS = sql`select c.relname as table_name, t.tgname as trigger_name
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and not t.tgisinternal and t.tgname like '%search%'`;

/** Enables or disables every trigger that keeps the search documents. */
async function setSearchTriggers(db: Db, enabled: boolean) {
  const triggers = await selectRows<{ table_name: string; trigger_name: string }>(
    db,
    SEARCH_TRIGGERS,
  );
  if (triggers.length === 0) throw new Error("No search triggers in the database.");
  for (const { table_name, trigger_name } of triggers) {
    const action = enabled ? "enable" : "disable";
    await db.execute(sql.raw(`alter table "${table_name}" ${action} trigger "${trigger_name}"`));
  }
}

// A published company of the generated data, the same on every run, with its mentions.
const SAVED_COMPANY = sql`select o.shortname,
    (select count(*) from organizationkeyperson k where k.organization_id = o.id)::int as people,
    (select count(*) from headlineorganization h where h.organization_id = o.id)::int as headlines
  from organization o where o.published and not o.is_dummy order by md5(o.shortname) limit 1`;

/**
 * Times the median save of the admin editor (the name and the short description changed, so
 * that the company's people and headlines are refreshed too) with the search triggers and
 * without them; the company is given back its name and description at the end.
 */
async function measureSaves(database: Database) {
  const [company] = await selectRows<{ shortname: string; people: number; headlines: number }>(
    database.db,
    SAVED_COMPANY,
  );
  const first = (await getCompanyForEditor(ADMIN, company.shortname))!;
  // An interrupted run may have left the company renamed.
  const original = { ...first.record, name: first.record.name.replace(RENAMED, "") };
  let count = 0;
  const save = async (form: typeof original) => {
    const opened = (await getCompanyForEditor(ADMIN, company.shortname))!;
    const started = performance.now();
    const saved = await updateCompanyFromEditor(ADMIN, opened.id, opened.version, form);
    if (!saved.ok) throw new Error(`The benchmark save failed: ${saved.message}`);
    return performance.now() - started;
  };
  // Every save renames the company (to and from a suffix) and changes its short description.
  const changed = () =>
    save({
      ...original,
      name: ++count % 2 ? original.name + RENAMED : original.name,
      short_description: `Saved ${count} times by the benchmark.`,
    });
  const samples = { with: [] as number[], without: [] as number[] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ["without", "with"] as const) {
        await setSearchTriggers(database.db, kind === "with");
        await changed(); // the first save after the change of triggers plans anew
        for (let i = 0; i < BLOCK; i++) samples[kind].push(await changed());
      }
    }
  } finally {
    await setSearchTriggers(database.db, true);
    await save(original);
  }
  return {
    company: { name: original.name, people: company.people, headlines: company.headlines },
    saveWithMs: percentile(samples.with, 50),
    saveWithoutMs: percentile(samples.without, 50),
    saves: samples.with.length,
  };
}

const REBUILD: [string, SQL][] = [
  ["truncate", sql`truncate company_search, person_search, headline_search, search_word`],
  ["companies", sql`select refresh_company_search(array(select id from organization))`],
  ["people", sql`select refresh_person_search(array(select id from keyperson))`],
  ["headlines", sql`select refresh_headline_search(array(select id from headline))`],
];
const COMPLETE = sql`select (select count(*) from company_search) = (select count(*) from organization)
  and (select count(*) from person_search) = (select count(*) from keyperson)
  and (select count(*) from headline_search) = (select count(*) from headline) as complete`;

/** Builds every search document from scratch in one transaction, timed to its commit. */
async function rebuildIndex(db: Db) {
  const steps: [string, number][] = [];
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const [label, statement] of REBUILD) {
      const stepStarted = performance.now();
      await tx.execute(statement);
      steps.push([label, performance.now() - stepStarted]);
    }
  });
  const totalMs = performance.now() - started;
  const [{ complete }] = await selectRows<{ complete: boolean }>(db, COMPLETE);
  return { totalMs, steps, complete };
}

/** The save cost and the rebuild on `database`, made the process's database here. */
export async function measureIndex(database: Database): Promise<IndexFigures> {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the process's database
  useDatabase(database);
  // A run stopped halfway may have left the triggers off.
  await setSearchTriggers(database.db, true);
  const saves = await measureSaves(database);
  // Last, so that it also mends whatever a stopped run may have left stale.
  const rebuild = await rebuildIndex(database.db);
  return { ...saves, rebuild };
}
