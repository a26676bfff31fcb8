import "server-only";
import type { AdminUser } from "@/lib/auth/admin-user";
import { analyzePage, type PageAnalysis } from "@/lib/domain/url-analysis";
import { getCompanyMatcher } from "./company-matcher-cache";
import { fetchArticle } from "./fetch-article";

export type ArticleAnalysis =
  { ok: true; analysis: PageAnalysis } | { ok: false; status: 400 | 502; error: string };

/**
 * Fetches an article safely and reads its metadata: date, outlet, title, the companies it
 * mentions, a type guess and a funding amount. Needs no AI key.
 */
export async function analyzeArticle(
  _admin: AdminUser,
  url: string | null,
  options: { allowLoopback?: boolean; timeoutMs?: number } = {},
): Promise<ArticleAnalysis> {
  const page = await fetchArticle(url, options.allowLoopback, options.timeoutMs);
  if (!page.ok) return page;
  try {
    return { ok: true, analysis: analyzePage(page.html, page.url, await getCompanyMatcher()) };
  } catch (error) {
    console.error(`Analyzing ${page.url} failed:`, error);
    return { ok: false, status: 502, error: "the page could not be parsed" };
  }
}
