import { BENCH_DATA_DIR } from "./data";
import {
  measureLighthouse,
  median,
  printLighthouse,
  range,
  type LighthouseResult,
} from "./lighthouse";
import type { Check } from "./report";
import { freePort, startNextServer, stopServer, waitUntilAnswering } from "./servers";

// The pages visitors land on from a search engine or a shared link, through Lighthouse (mobile)
// in both themes: the home page, the company list, a company page and a comparison.

const READY_TIMEOUT_MS = 120_000;
const TARGETS = { performance: 95, accessibility: 100, seo: 100, bestPractices: 100 };
/** The home page's JavaScript before these pages gained their features: no page loads more. */
const SCRIPT_BUDGET_BYTES = 133 * 1024;

export type LandingRun = { results: LighthouseResult[]; failure: string | null };

// Another published company to compare `shortname` with: the API's first that is not it.
async function otherCompany(baseUrl: string, shortname: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/companies?limit=2`);
  const { data } = (await response.json()) as { data: { shortname: string }[] };
  const other = data.find((company) => company.shortname !== shortname);
  if (!other) throw new Error("The API lists no second company to compare with.");
  return other.shortname;
}

/** Lighthouse on the landing pages, light then dark, on a PGlite server of the large seed. */
export async function measureLanding(shortname: string): Promise<LandingRun> {
  const server = startNextServer(await freePort(), { name: "PGlite", dataDir: BENCH_DATA_DIR });
  const run: LandingRun = { results: [], failure: null };
  try {
    await waitUntilAnswering(server, READY_TIMEOUT_MS);
    const pair = [shortname, await otherCompany(server.url, shortname)].sort();
    const pages = [
      { label: "home", path: "/" },
      { label: "companies", path: "/organizations" },
      { label: "company", path: `/organizations/${encodeURIComponent(shortname)}` },
      { label: "compare", path: `/compare?c=${pair.map(encodeURIComponent).join(",")}` },
    ];
    for (const theme of ["light", "dark"] as const) {
      run.results.push(...(await measureLighthouse(server.url, pages, undefined, theme)));
    }
  } catch (error) {
    run.failure = (error as Error).message.split("\n")[0];
    console.log(`could not run: ${run.failure}`);
  } finally {
    await stopServer(server);
  }
  return run;
}

const allAre = (values: number[], target: number) => values.every((value) => value >= target);

/** Prints the figures and answers the targets: each page and theme, and its scripts. */
export function reportLanding(run: LandingRun): Check[] {
  if (run.results.length > 0) printLighthouse(run.results);
  const checks = run.results.flatMap((result) => {
    const name = `landing: ${result.path} (${result.theme})`;
    return [
      {
        name: `${name} performance, median of ${result.performance.length} >= ${TARGETS.performance}`,
        pass: median(result.performance) >= TARGETS.performance,
        detail: range(result.performance),
      },
      {
        name: `${name} accessibility, SEO and best practices = 100 in every run`,
        pass:
          allAre(result.accessibility, TARGETS.accessibility) &&
          allAre(result.seo, TARGETS.seo) &&
          allAre(result.bestPractices, TARGETS.bestPractices),
        detail: `${result.accessibility.join(", ")} / ${result.seo.join(", ")} / ${result.bestPractices.join(", ")}`,
      },
      {
        name: `${name} scripts <= ${SCRIPT_BUDGET_BYTES / 1024} KB`,
        pass: result.scriptBytes <= SCRIPT_BUDGET_BYTES,
        detail: `${(result.scriptBytes / 1024).toFixed(1)} KB`,
      },
    ];
  });
  if (run.failure)
    checks.push({ name: "landing: Lighthouse runs", pass: false, detail: run.failure });
  return checks;
}
