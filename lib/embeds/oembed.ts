import "server-only";
import { embedIframeHtml } from "@/lib/domain/embed-snippets";
import { parseRowId } from "@/lib/domain/row-id";
import { getEmbedCompany } from "@/lib/queries/embed-company";
import { renamedCompany } from "@/lib/queries/exists";
import { getPersonById } from "@/lib/queries/people";
import { getSiteInfo } from "@/lib/queries/site-info";
import { detailPageOf } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";
import { companyEmbedPath, personEmbedPath } from "./embed-paths";
import { cardSizeWithin } from "./oembed-size";

// GET /oembed?url=…&format=json&maxwidth=…&maxheight=… (oEmbed 1.0, "rich" type): the card of
// a company page (its headlines pages too: headlines have no page of their own) or a person
// page of this site, as an iframe. Errors are plain text, as the spec leaves them: 400 for a
// missing url or a size the card cannot fit, 404 for another host, a page without a card or a
// company or person not shown, 501 for any format but json.

type Card = { title: string; src: string };

// How long a consumer may keep the answer (cache_age), and how long a shared cache may.
const CACHE_SECONDS = 3600;
const HEADERS = { "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" };

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });

/** The path of `url` when it is a page of this site (http or https), else null. */
function sitePathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const site = new URL(siteUrl());
  const web = parsed.protocol === "http:" || parsed.protocol === "https:";
  return web && parsed.host === site.host ? parsed.pathname : null;
}

// A company's former shortname has its current card, as its pages redirect there.
async function companyCard(key: string, site: string): Promise<Card | null> {
  let shortname: string;
  try {
    shortname = decodeURIComponent(key);
  } catch {
    return null;
  }
  const company =
    (await getEmbedCompany(shortname)) ??
    (await renamedCompany(shortname).then((renamed) =>
      renamed?.shown ? getEmbedCompany(renamed.shortname) : null,
    ));
  if (!company) return null;
  return { title: company.name, src: `${site}${companyEmbedPath(company.shortname)}` };
}

async function personCard(key: string, site: string): Promise<Card | null> {
  const id = parseRowId(key);
  const person = id === null ? null : await getPersonById(id);
  return person && { title: person.name, src: `${site}${personEmbedPath(person.id)}` };
}

const NOT_FOUND =
  "No card for this URL: only the pages of the companies and people listed here have one.";

// The card of a page of this site, or null when the page has none.
async function cardOf(url: string, site: string): Promise<Card | null> {
  const path = sitePathOf(url);
  const detail = path === null ? null : detailPageOf(path);
  if (!detail) return null;
  return detail.route.subject === "company"
    ? companyCard(detail.key, site)
    : personCard(detail.key, site);
}

/** The oEmbed answer to a request. */
export async function answerOembed(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const url = params.get("url");
  if (!url) return plain(400, "url is required: the address of a company or person page.");
  const format = params.get("format") ?? "json";
  if (format !== "json") {
    return plain(501, `Only format=json is served, not "${format.slice(0, 20)}".`);
  }
  const size = cardSizeWithin(params);
  if ("problem" in size) return plain(400, size.problem);
  const site = siteUrl();
  let card: Card | null;
  try {
    card = await cardOf(url, site);
  } catch (error) {
    console.error(`oEmbed of ${url}: ${(error as Error).message}`);
    return new Response("The directory cannot be read just now: try again shortly.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!card) return plain(404, NOT_FOUND);
  const provider = await getSiteInfo();
  const body = {
    version: "1.0",
    type: "rich",
    title: card.title,
    provider_name: provider.name,
    provider_url: `${site}/`,
    cache_age: CACHE_SECONDS,
    html: embedIframeHtml({
      src: card.src,
      title: `${card.title} on ${provider.name}`,
      width: size.width,
    }),
    width: size.width,
    height: size.height,
  };
  return Response.json(body, { headers: HEADERS });
}
