// npm run db:seed - fills an empty database with the demo companies and headlines.
import { vacuumAnalyze } from "@/lib/db/vacuum-analyze";
import { getDatabase } from "@/lib/db/client";
import { isEmptyDatabase } from "@/lib/db/fresh";
import { seedDemoData } from "@/lib/seed/demo-data";
import { runScript } from "./run-script";

runScript(async () => {
  const database = await getDatabase();
  if (await isEmptyDatabase(database.db)) {
    const seeded = await seedDemoData(database.db);
    await vacuumAnalyze(database.db);
    console.log(
      `Seeded ${database.label}: ${seeded.companies} companies, ${seeded.headlines} headlines.`,
    );
  } else {
    console.log(`${database.label} already holds data; nothing was seeded.`);
  }
  await database.close();
});
