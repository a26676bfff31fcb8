import { pickSearchQueries } from "./search-queries";
import { measureTenTimes, reportTenTimes } from "./search-ten-times";
import { printChecks } from "./report";
const q = await pickSearchQueries();
const started = performance.now();
const run = await measureTenTimes(q.groups);
console.log(`took ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (run) printChecks(reportTenTimes(run));
process.exit(0);
