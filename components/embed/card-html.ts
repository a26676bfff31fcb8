import { companyPath } from "@/components/site/company-link";
import { personPath } from "@/components/site/people/person-card";
import { formatCompactUsd } from "@/lib/domain/money";
import { roleTitle } from "@/lib/domain/person-role";
import { PLACEHOLDER_LOGO } from "@/lib/domain/placeholder-logo";
import { escapeXml as e } from "@/lib/domain/rss";
import { formatStarsCompact, formatStarsExact } from "@/lib/domain/star-count";
import { companyLogoSrc } from "@/lib/domain/urls";
import type { EmbedCompany } from "@/lib/queries/embed-company";
import type { PersonDetail } from "@/lib/queries/people";

// The embeddable cards as whole HTML documents without a single script: they are framed in a
// sandbox that allows none (lib/domain/embed-snippets.ts), and a page of the site would bring
// the framework's scripts, which the sandbox blocks with a console error on the framing page.
// Drawn at the card's fixed size (EMBED_CARD: 160 px high), in the reader's light or dark theme
// (the logo's tile stays white: logos are drawn for light backgrounds).

const STYLE = `:root{color-scheme:light dark}
*{box-sizing:border-box;margin:0}
body{padding:16px;background:light-dark(#fff,#0f172a);color:light-dark(#475569,#cbd5e1);
font:14px/20px ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
article{display:flex;gap:12px;height:128px;overflow:hidden;padding:12px;border-radius:8px;
background:light-dark(#fff,#0f172a);border:1px solid light-dark(#e2e8f0,#334155)}
.text{display:flex;flex:1;flex-direction:column;min-width:0}
.main{flex:1;min-height:0}
h1{font-size:16px;line-height:24px;font-weight:600}
h1,.site,li{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
a{color:light-dark(#00274c,#93c5fd);text-decoration:none}
a:hover{text-decoration:underline}
a:focus-visible{outline:2px solid light-dark(#00274c,#93c5fd);outline-offset:2px}
.tagline{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.figures{display:flex;flex-wrap:wrap;column-gap:12px;margin-top:4px;font-size:12px;line-height:16px;
font-weight:500;color:light-dark(#334155,#e2e8f0)}
.site,.more{font-size:12px;line-height:16px;color:light-dark(#64748b,#94a3b8)}
.logo{flex-shrink:0;width:48px;height:48px;border-radius:6px;border:1px solid light-dark(#e2e8f0,#334155);
background:#fff center/contain no-repeat}
.initial{display:flex;flex-shrink:0;align-items:center;justify-content:center;width:48px;height:48px;
border-radius:50%;background:light-dark(#f1f5f9,#1e293b);color:light-dark(#334155,#e2e8f0);
font-size:18px;font-weight:600}
ul{list-style:none;padding:0}`;

type Card = {
  title: string;
  href: string;
  name: string;
  siteName: string;
  picture: string;
  body: string;
};

/** A card's document: its picture, its name linking to its page (a new tab), its text, the site. */
function cardDocument({ title, href, name, siteName, picture, body }: Card): string {
  const link = (text: string) => `<a href="${e(href)}" target="_blank" rel="noopener">${text}</a>`;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${e(title)}</title><style>${STYLE}</style>` +
    `</head><body><article>${picture}<div class="text"><h1>${link(e(name))}</h1>` +
    `<div class="main">${body}</div>` +
    `<p class="site">${link(`View on ${e(siteName)}<span aria-hidden="true"> ↗</span>`)}</p>` +
    `</div></article></body></html>`
  );
}

// Layered backgrounds: the placeholder shows through when the logo fails to load, which an
// <img> could only do with a script. URL.href has no quote or backslash to break out of url("").
const logoTile = (src: string, name: string) =>
  `<span class="logo" role="img" aria-label="${e(`${name} logo`)}" ` +
  `style="${e(`background-image:url("${src}"),url("${PLACEHOLDER_LOGO}")`)}"></span>`;

/** A company's card: logo, name, tagline, funding (the site's one figure) and stars. */
export function companyCardHtml(company: EmbedCompany, siteName: string): string {
  const { name, funding_millions: funding, stars } = company;
  const tagline = company.short_description?.trim() || company.description?.trim();
  const figures = [
    funding !== null && funding > 0 ? `<span>${formatCompactUsd(funding * 1e6)} raised</span>` : "",
    stars !== null && stars > 0
      ? `<span title="${e(formatStarsExact(stars))}"><span aria-hidden="true">★ </span>` +
        `${formatStarsCompact(stars)} GitHub stars</span>`
      : "",
  ].join("");
  return cardDocument({
    title: `${name} on ${siteName}`,
    href: companyPath(company.shortname),
    name,
    siteName,
    picture: logoTile(companyLogoSrc(company), name),
    body:
      (tagline ? `<p class="tagline">${e(tagline)}</p>` : "") +
      (figures ? `<p class="figures">${figures}</p>` : ""),
  });
}

// Room for two companies in the card's height; the page lists the rest.
const SHOWN_COMPANIES = 2;

/** A person's card: their initial, name, and role at their first companies. */
export function personCardHtml(person: PersonDetail, siteName: string): string {
  const shown = person.organizations.slice(0, SHOWN_COMPANIES);
  const more = person.organizations.length - shown.length;
  const items = shown.map((company) => `<li>${e(`${roleTitle(company)}, ${company.name}`)}</li>`);
  if (more > 0) items.push(`<li class="more">and ${more} more</li>`);
  return cardDocument({
    title: `${person.name} on ${siteName}`,
    href: personPath(person.id),
    name: person.name,
    siteName,
    picture: `<span class="initial" aria-hidden="true">${e(person.name.trim().charAt(0).toUpperCase())}</span>`,
    body: `<ul>${items.join("")}</ul>`,
  });
}

/** A card document as a response. */
export const cardResponse = (html: string) =>
  new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
