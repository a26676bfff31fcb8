import { renderCard } from "@/lib/og/render-card";
import { getDefaultOgTemplate, getPublishedCardCompany } from "@/lib/queries/og-card";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { percentile } from "./percentile";

// A company's social card rendered without its cache, as on its first fetch by a crawler: the
// two reads and the drawing (satori, then resvg to PNG). The logo is left out: fetching it is
// a remote site's time, not ours. The cached card is timed by the warm section (targets.ts).

const RUNS = 30;
const TARGET_P50_MS = 60;

type Timing = { label: string; p50: number; p95: number; target: number };

/** Times uncached card renders on the benchmark database (already in use by the caller). */
export async function measureSocialCards(): Promise<Timing[]> {
  const db = await getDb();
  const published = await db
    .select({ shortname: organization.shortname })
    .from(organization)
    .where(eq(organization.published, true))
    .limit(RUNS + 1);
  const render = async (shortname: string) => {
    const [company, template] = await Promise.all([
      getPublishedCardCompany(shortname),
      getDefaultOgTemplate(),
    ]);
    if (!company) throw new Error(`No published company ${shortname}`);
    return renderCard(template, company, null);
  };
  await render(published[0].shortname); // the first render loads fonts and satori's engine
  const samples: number[] = [];
  for (const { shortname } of published.slice(1)) {
    const started = performance.now();
    await render(shortname);
    samples.push(performance.now() - started);
  }
  return [
    {
      label: "social card, uncached render (reads, SVG, PNG)",
      // The figure asked for is a p50 under 60 ms; the report holds the p95 to it, stricter.
      target: TARGET_P50_MS,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
    },
  ];
}
