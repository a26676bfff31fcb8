import { readFileSync } from "node:fs";
import path from "node:path";
import { desc } from "drizzle-orm";
import { suggestCompanies } from "@/lib/admin/companies/suggest-companies";
import { getHeadlineForEdit } from "@/lib/admin/headlines/get-headline-for-edit";
import { analyzeArticle } from "@/lib/admin/url-analysis/analyze-article";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { headline } from "@/lib/db/schema";
import { startLocalServer } from "../../tests/fixtures/local-server";

// The headline desk on the benchmark data: analysing a typical article served locally (no
// AI), opening the headline editor with its neighbours, and the company suggestions.

type Timer<T> = (label: string, target: number, run: (i: number) => Promise<unknown>) => Promise<T>;

const ARTICLE = readFileSync(
  path.join(import.meta.dirname, "../../tests/fixtures/articles/json-ld-graph.html"),
  "utf8",
);

/** The headline desk's timings, measured with the admin section's timer. */
export async function measureHeadlineDesk<T>(admin: AdminUser, time: Timer<T>): Promise<T[]> {
  const site = await startLocalServer({
    "/article": { headers: { "content-type": "text/html" }, body: ARTICLE },
  });
  try {
    const db = await getDb();
    const ids = (
      await db.select({ id: headline.id }).from(headline).orderBy(desc(headline.id)).limit(500)
    ).map((row) => row.id);
    const words = ["data", "cloud", "labs", "open", "ai"];
    return [
      await time("analyze a typical article served locally (no AI)", 200, async () => {
        const result = await analyzeArticle(admin, `${site.url}/article`, { allowLoopback: true });
        if (!result.ok) throw new Error(`The benchmark analysis failed: ${result.error}`);
      }),
      await time("open the headline editor (record and neighbours)", 200, (i) =>
        getHeadlineForEdit(admin, ids[i % ids.length], i % 2 ? "unpublished" : "all"),
      ),
      await time("company suggestions for a typed word", 50, (i) =>
        suggestCompanies(admin, words[i % words.length]),
      ),
    ];
  } finally {
    await site.close();
  }
}
