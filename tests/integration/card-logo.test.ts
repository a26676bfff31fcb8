import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_OG_TEMPLATE } from "@/lib/domain/og-template";
import { fetchLogo } from "@/lib/og/fetch-logo";
import { renderCardSvg } from "@/lib/og/render-card";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";

const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
let remote: LocalServer;

beforeAll(async () => {
  remote = await startLocalServer({
    "/logo.svg": { headers: { "content-type": "image/svg+xml" }, body: SVG_LOGO },
    "/gone.png": { status: 404 },
  });
});
afterAll(() => remote.close());
beforeEach(() => vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true"));

describe("a card's company logo", () => {
  it("is fetched through the safe fetch and drawn", async () => {
    const logo = await fetchLogo(`${remote.url}/logo.svg`);
    expect(logo).toEqual({ bytes: Buffer.from(SVG_LOGO), type: "image/svg+xml" });
    const company = {
      name: "Acme",
      shortname: "acme",
      short_description: null,
      description: null,
      city: null,
      year_founded: null,
      total_funding: null,
      logo_url: null,
    };
    expect(await renderCardSvg(DEFAULT_OG_TEMPLATE, company, logo)).toContain(
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
