import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { percentile } from "./percentile";
import { printAligned } from "./print-table";

// Lighthouse (mobile, its default simulated slow 4G and 4x CPU slowdown) on pages of a running
// server. Lighthouse 12 is the last that runs on Node 20; it is fetched by npx on first use
// rather than installed with the project, which only the benchmark needs it for.
const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Runs per page: a single run's performance score moves by several points on the same page. */
export const LIGHTHOUSE_RUNS = 5;

/** One page's runs: the four categories' scores (0-100), and its scripts. */
export type LighthouseResult = {
  label: string;
  path: string;
  /** The theme the page was loaded in: the system's (light in Chromium) or the chosen dark. */
  theme: "light" | "dark";
  performance: number[];
  accessibility: number[];
  seo: number[];
  bestPractices: number[];
  totalBlockingMs: number[];
  largestPaintMs: number[];
  /** When this Chrome showed the first frame (not simulated): late when it held the paint. */
  firstFrameMs: number[];
  /** Bytes of JavaScript the page loads as it starts (as transferred), from the first run. */
  scriptBytes: number;
};

type Report = {
  categories: Record<string, { score: number | null }>;
  audits: {
    metrics: {
      details: {
        items: {
          totalBlockingTime: number;
          largestContentfulPaint: number;
          observedFirstContentfulPaint: number;
        }[];
      };
    };
    "network-requests": { details: { items: { resourceType?: string; transferSize?: number }[] } };
  };
};

// The theme toggle's cookie (lib/domain/theme.ts), so that the page paints dark from the start.
const DARK_HEADERS = JSON.stringify({ Cookie: "theme=dark" });

async function runOnce(url: string, output: string, theme: "light" | "dark"): Promise<Report> {
  try {
    await promisify(execFile)(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        `--chrome-path=${CHROMIUM}`,
        "--chrome-flags=--headless=new --no-sandbox",
        "--form-factor=mobile",
        "--only-categories=performance,accessibility,seo,best-practices",
        ...(theme === "dark" ? [`--extra-headers=${DARK_HEADERS}`] : []),
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      { timeout: 300_000 },
    );
  } catch (error) {
    // Lighthouse says why on its last line of stderr ('Unable to connect to Chrome').
    const said = String((error as { stderr?: string }).stderr ?? "")
      .trim()
      .split("\n")
      .at(-1);
    throw new Error(`Lighthouse failed on ${url}: ${said || (error as Error).message}`);
  }
  return JSON.parse(fs.readFileSync(output, "utf8")) as Report;
}

const score = (report: Report, category: string) =>
  Math.round((report.categories[category].score ?? 0) * 100);

/** Lighthouse `runs` times on each page of `baseUrl`, one run at a time. */
export async function measureLighthouse(
  baseUrl: string,
  pages: { label: string; path: string }[],
  runs = LIGHTHOUSE_RUNS,
  theme: "light" | "dark" = "light",
): Promise<LighthouseResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-lighthouse-"));
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      process.stdout.write(
        `Lighthouse (mobile, ${theme}) on ${page.path}, ${runs} run${runs === 1 ? "" : "s"}... `,
      );
      const result: LighthouseResult = {
        ...page,
        theme,
        performance: [],
        accessibility: [],
        seo: [],
        bestPractices: [],
        totalBlockingMs: [],
        largestPaintMs: [],
        firstFrameMs: [],
        scriptBytes: 0,
      };
      for (let run = 0; run < runs; run++) {
        const report = await runOnce(baseUrl + page.path, path.join(dir, `${run}.json`), theme);
        const [metrics] = report.audits.metrics.details.items;
        result.performance.push(score(report, "performance"));
        result.accessibility.push(score(report, "accessibility"));
        result.seo.push(score(report, "seo"));
        result.bestPractices.push(score(report, "best-practices"));
        result.totalBlockingMs.push(metrics.totalBlockingTime);
        result.largestPaintMs.push(metrics.largestContentfulPaint);
        result.firstFrameMs.push(metrics.observedFirstContentfulPaint);
        if (run === 0) {
          result.scriptBytes = report.audits["network-requests"].details.items
            .filter((request) => request.resourceType === "Script")
            .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
        }
      }
      console.log(`performance ${result.performance.join(", ")}`);
      results.push(result);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

export const median = (values: number[]) => percentile(values, 50);
export const range = (values: number[]) =>
  `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;

/** The runs' figures, a line per page and theme: median (min-max). */
export function printLighthouse(results: LighthouseResult[]) {
  console.log(
    `\nLighthouse 12 (mobile: simulated slow 4G, 4x CPU slowdown), median (min-max) of the runs\n`,
  );
  printAligned(
    [
      "page",
      "theme",
      "runs",
      "performance",
      "accessibility",
      "SEO",
      "best practices",
      "TBT ms",
      "LCP ms",
      "first frame ms",
      "scripts KB",
    ],
    results.map((result) => [
      result.path,
      result.theme,
      String(result.performance.length),
      range(result.performance),
      range(result.accessibility),
      range(result.seo),
      range(result.bestPractices),
      range(result.totalBlockingMs.map(Math.round)),
      range(result.largestPaintMs.map(Math.round)),
      range(result.firstFrameMs.map(Math.round)),
      (result.scriptBytes / 1024).toFixed(1),
    ]),
    new Set([0, 1]),
  );
}
