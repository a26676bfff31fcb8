import { safeHttpUrl } from "@/lib/domain/urls";

/** The schema.org script of a page; '<' is escaped so that no text in the data can close it. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** schema.org `sameAs`: the distinct safe http(s) URLs among these, or undefined when none. */
export function sameAsUrls(urls: readonly (string | null | undefined)[]): string[] | undefined {
  const safe = urls.map((url) => safeHttpUrl(url)).filter((url): url is string => url !== null);
  return safe.length ? [...new Set(safe)] : undefined;
}
