// npm run db:seed:large -- --companies 10000 --headlines 100000
// Adds deterministic generated companies and headlines, for benchmarks.
import { parseArgs } from "node:util";
import { vacuumAnalyze } from "@/lib/db/vacuum-analyze";
import { getDatabase } from "@/lib/db/client";
import { fillFreshDatabase } from "@/lib/seed/fill-fresh";
import { seedLargeData } from "./large-data";
import { runScript } from "./run-script";

runScript(async () => {
  const { values } = parseArgs({
    options: {
      companies: { type: "string", default: "10000" },
      headlines: { type: "string", default: "100000" },
    },
  });
  const companies = Number(values.companies);
  const headlines = Number(values.headlines);
  if (
    !Number.isInteger(companies) ||
    !Number.isInteger(headlines) ||
    companies < 1 ||
    headlines < 0
  ) {
    throw new Error("--companies must be a positive whole number and --headlines a whole number");
  }
  const database = await getDatabase();
  // A new embedded database gets the demo data first, as the server would give it.
  await fillFreshDatabase(database);
  const started = performance.now();
  await seedLargeData(database.db, companies, headlines);
  await vacuumAnalyze(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Added ${companies} companies and ${headlines} headlines to ${database.label} in ${seconds} s.`,
  );
  await database.close();
});
