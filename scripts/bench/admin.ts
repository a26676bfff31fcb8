import path from "node:path";
import { eq } from "drizzle-orm";
import { getCompanyForEditor } from "@/lib/admin/companies/company-for-editor";
import { listCompaniesForTerminal } from "@/lib/admin/companies/list-companies-for-terminal";
import { updateCompanyFromEditor } from "@/lib/admin/companies/save-company";
import { asAdminUser } from "@/lib/auth/admin-user";
import { createCompany } from "@/lib/companies/create-company";
import { openPglite, useDatabase } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { organization } from "@/lib/db/schema";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { BENCH_DATA_DIR } from "./data";
import { measureHeadlineDesk } from "./headline-desk";
import { percentile } from "./percentile";
import { measureSocialCards } from "./social-cards";
import { measureTags } from "./tags";
import type { Check } from "./report";

// The admin side, timed in the server's own code on the benchmark data: opening the
// company editor and saving it for a big company, and the terminal's `list`.

const RUNS = 30;
const SHORTNAME = "bench-editor-company";
// A benchmark stands in for a signed-in admin; nothing else may make one outside lib/auth.
const ADMIN = asAdminUser("bench@example.com");

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A company with 20 people, 20 projects and 30 tags, as the figure names. */
const bigCompany = () =>
  companyJsonSchema.parse({
    name: "Bench Editor Company",
    description: "A company with many people, projects and tags.",
    websites: ["https://bench.example.com"],
    key_people: range(20).map((i) => ({
      name: `Bench Person ${i}`,
      role: "Engineer",
      social_accounts: [{ account_type: "x", url: `https://x.com/bench${i}` }],
    })),
    projects: range(20).map((i) => ({
      name: `bench-project-${i}`,
      resources_url: `https://github.com/bench/project-${i}`,
    })),
    tags: range(30).map((i) => ({ category: "technology", name: `Bench Tag ${i}` })),
    valuation: { amount: "100M", date: "2026-01-01" },
  });

type Timing = { label: string; p50: number; p95: number; target: number };

// Times `run`; a run that answers a number has timed its own part (after its preparation).
async function time(label: string, target: number, run: (i: number) => Promise<unknown>) {
  await run(0); // the first call loads the code
  const samples: number[] = [];
  for (const i of range(RUNS)) {
    const started = performance.now();
    const own = await run(i);
    samples.push(typeof own === "number" ? own : performance.now() - started);
  }
  return { label, target, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Measures the admin operations on the embedded benchmark database. */
export async function measureAdmin(): Promise<Timing[]> {
  const database = await openPglite(path.join(BENCH_DATA_DIR, "pgdata"));
  try {
    await applyMigrations(database);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the process's database
    useDatabase(database);
    const [existing] = await database.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.shortname, SHORTNAME));
    if (!existing) await createCompany(database.db, bigCompany());

    const open = () => getCompanyForEditor(ADMIN, SHORTNAME);
    const timings = [
      await time("open the company editor (20 people, 20 projects, 30 tags)", 300, open),
    ];
    timings.push(
      await time("save that company (one field changed)", 100, async (i) => {
        const company = (await open())!;
        const form = { ...company.record, description: `Saved ${i} times.` };
        const started = performance.now();
        const saved = await updateCompanyFromEditor(ADMIN, company.id, company.version, form);
        if (!saved.ok) throw new Error(`The benchmark save failed: ${saved.message}`);
        return performance.now() - started;
      }),
    );
    const list = (options: { limit: number; search: string | null; published: boolean | null }) =>
      listCompaniesForTerminal(ADMIN, options);
    timings.push(
      await time("terminal list (default: 20 newest)", 100, () =>
        list({ limit: 20, search: null, published: null }),
      ),
      await time("terminal list --search data --published true --limit 100", 100, () =>
        list({ limit: 100, search: "data", published: true }),
      ),
    );
    timings.push(...(await measureSocialCards()));
    timings.push(...(await measureHeadlineDesk(ADMIN, time)));
    timings.push(...(await measureTags(ADMIN)));
    return timings;
  } finally {
    await database.close();
  }
}

/** Prints the admin timings and checks each against its target (p95). */
export function reportAdmin(timings: Timing[]): Check[] {
  console.log(`\nAdmin: ${RUNS} runs each, in-process on the benchmark database\n`);
  for (const t of timings) {
    console.log(`${t.label.padEnd(60)} p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`);
  }
  return timings.map((t) => ({
    name: `${t.label}: p95 under ${t.target} ms`,
    pass: t.p95 < t.target,
    detail: `${t.p95.toFixed(1)} ms`,
  }));
}
