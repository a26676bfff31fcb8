// Run by batch-kill.test.ts as a stand-in for the app server: imports 5,000 companies in one
// all-or-nothing batch into the PostgreSQL database named on the command line, saying on
// stdout when it starts writing, until the test kills it.
import { importBatch } from "@/lib/admin/batch/import-batch";
import { asAdminUser } from "@/lib/auth/admin-user";
import { openPostgres, useDatabase } from "@/lib/db/client";
import { companiesFile } from "../../scripts/bench/batch";

const database = await openPostgres(process.argv[2]);
// eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the process's database
useDatabase(database);
const bytes = new TextEncoder().encode(companiesFile(5000, 0));
await importBatch(
  asAdminUser("kill@example.com"),
  "companies-json",
  bytes,
  { fileName: "kill.json", skipProblems: false },
  (event) => {
    if (event.type === "start" || event.type === "done") process.stdout.write(`${event.type}\n`);
  },
);
await database.close();
