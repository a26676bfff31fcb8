import "server-only";
import { fetchArticle } from "@/lib/admin/url-analysis/fetch-article";
import { readPageMetadata } from "@/lib/domain/url-analysis/page-metadata";

/**
 * The outlet of an item whose source names none (a company's blog): what its page calls its
 * site (og:site_name, else its JSON-LD publisher, else its host), as the URL analysis reads
 * it; null when the page cannot be read.
 */
export async function outletOfPage(url: string): Promise<string | null> {
  const page = await fetchArticle(url);
  return page.ok ? readPageMetadata(page.html, page.url).outlet : null;
}
