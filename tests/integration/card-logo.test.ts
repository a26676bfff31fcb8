import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_OG_TEMPLATE, type CardCompany } from "@/lib/domain/og-template";
import { companyLogo, companyLogoSrc } from "@/lib/domain/urls";
import { fetchFavicon } from "@/lib/favicon/fetch-favicon";
import { createGetFavicon } from "@/lib/favicon/get-favicon";
import { cardLogo, type LogoSources } from "@/lib/og/card-logo";
import { encodePng } from "@/lib/og/encode-png";
import { fetchLogo } from "@/lib/og/fetch-logo";
import { renderCardSvg } from "@/lib/og/render-card";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";

const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
// The website's icon: a real PNG, as the favicon route serves it.
const ICON = encodePng(Buffer.from([0, 128, 255, 255]), 1, 1);
let remote: LocalServer;

beforeAll(async () => {
  remote = await startLocalServer({
    "/logo.svg": { headers: { "content-type": "image/svg+xml" }, body: SVG_LOGO },
    "/gone.png": { status: 404 },
    "/favicon.ico": { headers: { "content-type": "image/png" }, body: ICON },
  });
});
afterAll(() => remote.close());
beforeEach(() => vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true"));

const company = (logo: Partial<CardCompany> = {}): CardCompany => ({
  name: "Acme",
  shortname: "acme",
  short_description: null,
  description: null,
  city: null,
  year_founded: null,
  funding_millions: null,
  logo_url: null,
  fallback_avatar: false,
  website: null,
  ...logo,
});

describe("a card's company logo", () => {
  it("is fetched through the safe fetch and drawn", async () => {
    const logo = await fetchLogo(`${remote.url}/logo.svg`);
    expect(logo).toEqual({ bytes: Buffer.from(SVG_LOGO), type: "image/svg+xml" });
    expect(await renderCardSvg(DEFAULT_OG_TEMPLATE, company(), logo)).toContain(
      `data:image/svg+xml;base64,${Buffer.from(SVG_LOGO).toString("base64")}`,
    );
  });

  it("is silently left out when it cannot be had", async () => {
    expect(await fetchLogo(`${remote.url}/gone.png`)).toBeNull();
    expect(await fetchLogo("javascript:alert(1)")).toBeNull();
    expect(await fetchLogo("http://10.0.0.1/logo.png")).toBeNull();
    expect(await fetchLogo("http://169.254.169.254/latest/meta-data")).toBeNull();
    expect(await fetchLogo(null)).toBeNull();
  });
});

describe("the card and the company page", () => {
  // Every website's icon comes from the local site here; the rule picks which source is asked.
  const fetched: string[] = [];
  const sources = (): LogoSources => ({
    fetchLogo: (url) => (fetched.push(url), fetchLogo(url)),
    getFavicon: createGetFavicon({
      storedHostname: async (host) => host,
      iconOf: (host) => (fetched.push(host), fetchFavicon(remote.url, { allowLoopback: true })),
    }),
  });
  beforeEach(() => void fetched.splice(0));

  it("show the same logo: the stored one, else the website's icon, else none", async () => {
    const logoUrl = `${remote.url}/logo.svg`;
    const cases: [Partial<CardCompany>, string, Buffer | null][] = [
      // The stored logo, when the company says to use it.
      [
        { logo_url: logoUrl, fallback_avatar: true, website: "https://www.acme.test/" },
        logoUrl,
        Buffer.from(SVG_LOGO),
      ],
      // A stored logo the company does not use: the website's icon, as on the page.
      [
        { logo_url: logoUrl, fallback_avatar: false, website: "https://www.acme.test/" },
        "acme.test",
        ICON,
      ],
      [
        { logo_url: null, fallback_avatar: true, website: "https://acme.test/about" },
        "acme.test",
        ICON,
      ],
      // Neither: the page's placeholder, and no avatar on the card.
      [{ logo_url: null, fallback_avatar: false, website: null }, "", null],
    ];
    for (const [logo, source, bytes] of cases) {
      const shown = companyLogo(company(logo));
      const page = companyLogoSrc(company(logo));
      fetched.splice(0);
      const card = await cardLogo(company(logo), sources());
      expect(card?.bytes ?? null).toEqual(bytes);
      if (shown.kind === "stored") expect([page, fetched]).toEqual([source, [source]]);
      if (shown.kind === "icon") {
        expect(page).toBe(`/api/favicon?host=${source}`);
        expect(fetched).toEqual([source]);
      }
      if (shown.kind === "placeholder")
        expect([page, fetched]).toEqual(["/placeholder-logo.svg", []]);
    }
  });

  it("draw the website's icon on the card", async () => {
    const site = company({ website: "https://acme.test/" });
    const svg = await renderCardSvg(DEFAULT_OG_TEMPLATE, site, await cardLogo(site, sources()));
    expect(svg).toContain(`data:image/png;base64,${ICON.toString("base64")}`);
  });
});
