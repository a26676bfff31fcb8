import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { companyBadge } from "@/lib/badges/company-badge";
import { routeBadge } from "@/lib/badges/route-badge";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { refreshCompanyFigures } from "@/lib/github/company-figures";
import { DRIVERS, useFreshDatabase } from "./databases";
import { companyWithRepos, TODAY } from "./stars-fixtures";

// README badges on both databases: what each metric says of a company (funding by the site's
// one rule), the fallbacks, "not listed", and how /badge/… is routed or refused.

const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text (?!aria-hidden)[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

async function route(path: string) {
  const response = await routeBadge(new NextRequest(`http://localhost:3000${path}`));
  return {
    status: response.status,
    rewrite: response.headers.get("x-middleware-rewrite"),
    text: response.status === 200 ? null : await response.text(),
  };
}

describe.each(DRIVERS)("README badges on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  beforeEach(async () => {
    const { db } = database();
    useDatabase(database());
    // Curated total 1.5B (the fixture's), a valuation, 98,765 stars over two repositories.
    const starred = await companyWithRepos(db, "Starry", {
      "starry/core": { stars: 90_000 },
      "starry/cli": { stars: 8_765 },
    });
    await db.insert(t.organizationvaluation).values({
      organization_id: starred.id,
      valuation_amount: 2500,
      valuation_date: "2025-06-01",
    });
    // No repository, no curated total: its funding is the sum of its disclosed rounds.
    const plain = await companyWithRepos(db, "Plain", {});
    await db
      .update(t.organization)
      .set({ total_funding: null })
      .where(eq(t.organization.id, plain.id));
    for (const amount of [300_000_000, 200_000_000]) {
      const [headline] = await db
        .insert(t.headline)
        .values({
          headline_type: "funding",
          url: `https://news.example.com/${amount}`,
          description: `Plain raises ${amount}`,
          total_amount: amount,
          published: true,
        })
        .returning({ id: t.headline.id });
      await db
        .insert(t.headlineorganization)
        .values({ headline_id: headline.id, organization_id: plain.id });
    }
    await companyWithRepos(db, "Hidden", { "hidden/x": { stars: 5 } }, { published: false });
    await refreshCompanyFigures(db, TODAY);
  });

  it("says each metric of a listed company, with a title in words", async () => {
    const stars = await companyBadge("starry", "stars");
    expect(textsOf(stars)).toEqual(["COSS Directory", "98.8k"]);
    expect(stars).toContain("<polygon"); // the star, drawn
    expect(titleOf(stars)).toBe("COSS Directory: 98,765 stars on GitHub");
    expect(textsOf(await companyBadge("starry", "funding"))).toEqual([
      "COSS Directory",
      "$1.5B raised",
    ]);
    expect(textsOf(await companyBadge("starry", "valuation"))).toEqual([
      "COSS Directory",
      "$2.5B valuation",
    ]);
    expect(textsOf(await companyBadge("starry", "listed"))).toEqual(["COSS Directory", "listed"]);
  });

  it("counts funding by the site's rule and falls back to 'listed' for a missing figure", async () => {
    expect(textsOf(await companyBadge("plain", "funding"))[1]).toBe("$500M raised");
    expect(textsOf(await companyBadge("plain", "stars"))[1]).toBe("listed");
    expect(textsOf(await companyBadge("plain", "valuation"))[1]).toBe("listed");
  });

  it("gives unknown and unpublished companies the grey 'not listed' badge", async () => {
    for (const shortname of ["hidden", "nobody"]) {
      const svg = await companyBadge(shortname, "stars");
      expect(textsOf(svg)).toEqual(["COSS Directory", "not listed"]);
      expect(svg).toContain('fill="#9f9f9f"');
    }
  });

  it("routes a listed company's badge by metric, and every other shortname to one badge", async () => {
    expect((await route("/badge/starry.svg")).rewrite).toMatch(/\/isr\/badges\/starry\/stars$/);
    expect((await route("/badge/starry.svg?metric=funding&v=2")).rewrite).toMatch(
      /\/isr\/badges\/starry\/funding$/,
    );
    for (const path of ["/badge/hidden.svg", "/badge/nobody.svg?metric=valuation"]) {
      const answer = await route(path);
      expect(answer.rewrite, path).toMatch(/\/isr\/not-listed-badge\/index$/);
      expect(answer.status).toBe(200);
    }
  });

  it("refuses an unknown metric, path tricks and other paths in plain words", async () => {
    expect(await route("/badge/starry.svg?metric=forks")).toEqual({
      status: 400,
      rewrite: null,
      text: 'Unknown metric "forks": use stars, funding, valuation, listed.\n',
    });
    const notShortname =
      "Not a company's shortname: shortnames have lowercase letters, digits, hyphens and underscores.\n";
    for (const path of [
      "/badge/..%2f..%2fetc%2fpasswd.svg",
      "/badge/%2e%2e.svg",
      "/badge/Starry.svg",
      "/badge/%E0%A4%A.svg",
      "/badge/.svg",
    ]) {
      expect(await route(path), path).toEqual({ status: 400, rewrite: null, text: notShortname });
    }
    for (const path of ["/badge/starry", "/badge/starry.png", "/badge/a/b.svg", "/badge/"]) {
      expect((await route(path)).status, path).toBe(404);
    }
  });
});
