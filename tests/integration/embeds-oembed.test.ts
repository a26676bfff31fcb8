import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { answerOembed } from "@/lib/embeds/oembed";
import { routeEmbedCard } from "@/lib/embeds/route-embed-card";
import { companyFixture } from "../fixtures/company";
import { DRIVERS, useFreshDatabase } from "./databases";

// GET /oembed on both databases: the card of a listed company (from its page or its headlines
// pages) or person, and the plain refusals of everything else. NEXTAUTH_URL is unset here, so
// the site is http://localhost:3000.

const SITE = "http://localhost:3000";

async function ask(query: Record<string, string>) {
  const response = await answerOembed(new Request(`${SITE}/oembed?${new URLSearchParams(query)}`));
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type"), text };
}

describe.each(DRIVERS)("the oEmbed answers on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);
  let personId: number;
  let hiddenPersonId: number;

  beforeEach(async () => {
    const { db } = database();
    useDatabase(database());
    const listed = await createCompany(db, companyFixture({ name: "Supa Base" }));
    await createCompany(
      db,
      companyFixture({ name: "Stealth", published: false, key_people: [{ name: "Hidden One" }] }),
    );
    const people = await db
      .select({ id: t.keyperson.id, name: t.keyperson.name })
      .from(t.keyperson);
    personId = people.find((person) => person.name === "Ada Example")!.id;
    hiddenPersonId = people.find((person) => person.name === "Hidden One")!.id;
    expect(listed.shortname).toBe("supa-base");
  });

  it("answers a company page with the rich type and an iframe of its card", async () => {
    const answer = await ask({ url: `${SITE}/organizations/supa-base`, format: "json" });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("application/json");
    const body = JSON.parse(answer.text);
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Supa Base",
      provider_name: "COSS Directory",
      provider_url: `${SITE}/`,
      width: 480,
      height: 160,
    });
    expect(body.html).toBe(
      `<iframe src="${SITE}/embed/organizations/supa-base" width="480" height="160"` +
        ` title="Supa Base on COSS Directory" style="border:0;max-width:100%" loading="lazy"` +
        ` sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`,
    );
  });

  it("answers a company's headlines pages (headlines have no page of their own) with its card", async () => {
    for (const path of [
      "/organizations/supa-base/headlines",
      "/organizations/supa-base/headlines/2",
    ]) {
      const answer = await ask({ url: `${SITE}${path}` });
      expect(answer.status, path).toBe(200);
      expect(JSON.parse(answer.text).html).toContain(`src="${SITE}/embed/organizations/supa-base"`);
    }
  });

  it("answers a listed person with their card, over https too", async () => {
    const answer = await ask({ url: `https://localhost:3000/people/${personId}` });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text);
    expect(body.title).toBe("Ada Example");
    expect(body.html).toContain(`src="${SITE}/embed/people/${personId}"`);
  });

  it("fits the card in maxwidth, and gives its own size for any larger maximum", async () => {
    const url = `${SITE}/organizations/supa-base`;
    const narrow = JSON.parse((await ask({ url, maxwidth: "300", maxheight: "500" })).text);
    expect([narrow.width, narrow.height]).toEqual([300, 160]);
    expect(narrow.html).toContain('width="300"');
    for (const maxwidth of ["1000000000", "99999999999999999999999999"]) {
      const wide = JSON.parse((await ask({ url, maxwidth })).text);
      expect(wide.width).toBe(480);
    }
  });

  it("refuses a size the card cannot fit or that is no number with a 400 naming it", async () => {
    const url = `${SITE}/organizations/supa-base`;
    const cases: [Record<string, string>, string][] = [
      [{ maxwidth: "0" }, "maxwidth must be at least 240: the card is not drawn smaller.\n"],
      [{ maxwidth: "100" }, "maxwidth must be at least 240: the card is not drawn smaller.\n"],
      [{ maxwidth: "-5" }, "maxwidth must be a whole number of pixels.\n"],
      [{ maxwidth: "1e9" }, "maxwidth must be a whole number of pixels.\n"],
      [{ maxheight: "20" }, "maxheight must be at least 160: the card is not drawn smaller.\n"],
    ];
    for (const [size, message] of cases) {
      const answer = await ask({ url, ...size });
      expect([answer.status, answer.text], JSON.stringify(size)).toEqual([400, message]);
      expect(answer.type).toContain("text/plain");
    }
    expect((await ask({})).status).toBe(400);
  });

  it("answers 501 for a format other than json", async () => {
    const answer = await ask({ url: `${SITE}/organizations/supa-base`, format: "xml" });
    expect([answer.status, answer.text]).toEqual([501, 'Only format=json is served, not "xml".\n']);
  });

  it("answers 404 for unlisted companies and people, other pages, other hosts and path tricks", async () => {
    const urls = [
      `${SITE}/organizations/stealth`,
      `${SITE}/organizations/nope`,
      `${SITE}/people/${hiddenPersonId}`,
      `${SITE}/people/99999999999999`,
      `${SITE}/people/abc`,
      `${SITE}/organizations`,
      `${SITE}/headlines`,
      `${SITE}/`,
      `https://evil.example/organizations/supa-base`,
      `http://localhost:3001/organizations/supa-base`,
      `javascript:alert(1)//localhost:3000/organizations/supa-base`,
      `${SITE}/organizations/..%2f..%2fadmin`,
      `${SITE}/organizations/%E0%A4%A`,
      `${SITE}/organizations/supa-base/../stealth`,
      "not a url",
    ];
    for (const url of urls) {
      const answer = await ask({ url });
      expect(answer.status, url).toBe(404);
    }
  });

  it("follows a company's former shortname to its current card", async () => {
    const { db } = database();
    const [company] = await db
      .select({ id: t.organization.id })
      .from(t.organization)
      .where(eq(t.organization.shortname, "supa-base"));
    await db
      .insert(t.shortnameRedirect)
      .values({ old_shortname: "supabase-old", organization_id: company.id });
    const answer = await ask({ url: `${SITE}/organizations/supabase-old` });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).html).toContain("/embed/organizations/supa-base");
  });

  it("lets listed companies' and people's cards through the proxy, and answers others 404", async () => {
    const card = (path: string) => routeEmbedCard(new NextRequest(`${SITE}${path}`));
    for (const path of ["/embed/organizations/supa-base", `/embed/people/${personId}`]) {
      expect((await card(path))?.headers.get("x-middleware-next"), path).toBe("1");
    }
    for (const path of [
      "/embed/organizations/stealth",
      "/embed/organizations/nope",
      "/embed/organizations/%E0%A4%A",
      `/embed/people/${hiddenPersonId}`,
      "/embed/people/abc",
    ]) {
      expect((await card(path))?.status, path).toBe(404);
    }
    expect(await card("/embed/company")).toBeNull();
  });
});
