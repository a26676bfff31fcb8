import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { devSignIn, expectNoSeriousViolations } from "./helpers";

// The e2e server holds the demo data: 45 published companies (the showcase draws 30 of
// them at random) and 3 unpublished ones; 4 of the 96 headlines are unpublished.
const UNPUBLISHED = ["yugabyte", "ory", "plausible-analytics"];
const UNPUBLISHED_HEADLINES = [
  "GitLab names Bill Staples CEO",
  "dbt Labs acquires SDF Labs",
  "NuxtLabs joins Vercel",
  "ASML and Mistral AI enter a strategic partnership",
];
// Latest valuation of the demo companies that have one; the others leave the line out.
const VALUATIONS: Record<string, string> = {
  Supabase: "$5.0B",
  Neon: "$1.0B",
  ClickHouse: "$15.0B",
  Couchbase: "$1.5B",
  Confluent: "$11.0B",
  "Redpanda Data": "$1.0B",
  HashiCorp: "$6.4B",
  Vercel: "$9.3B",
  "Grafana Labs": "$6.0B",
  Docker: "$2.1B",
  n8n: "$2.5B",
  "dbt Labs": "$4.2B",
  "Temporal Technologies": "$1.7B",
  Chainguard: "$3.5B",
  "Hugging Face": "$4.5B",
  LangChain: "$1.3B",
  "Mistral AI": "$13.7B",
  Tailscale: "$1.5B",
  "Crunchy Data": "$250.0M",
  Zama: "$1.0B",
};
// Published headlines per company in the demo data, at most 5 (ClickHouse has 7; GitLab,
// dbt Labs, Vercel and Mistral AI each have one unpublished).
const HEADLINE_COUNTS = headlineCounts();

function headlineCounts(): Record<string, number> {
  const file = path.join(process.cwd(), "supabase", "seed", "headlines.json");
  const headlines: { companies: string[]; published?: boolean }[] = JSON.parse(
    fs.readFileSync(file, "utf8"),
  );
  const counts: Record<string, number> = {};
  for (const headline of headlines.filter((h) => h.published !== false)) {
    for (const name of headline.companies) counts[name] = Math.min(5, (counts[name] ?? 0) + 1);
  }
  return counts;
}

const track = (page: Page) => page.locator("[data-carousel-track]");
const copies = (page: Page) => page.locator("[data-carousel-track] [data-carousel-copy]");
// The first copy, the only one exposed to assistive tech.
const firstCopy = (page: Page) => page.getByRole("list", { name: "Showcased companies" });
const trackStyle = (
  page: Page,
  property: "animationName" | "animationDuration" | "animationPlayState",
) => track(page).evaluate((el, name) => getComputedStyle(el)[name], property);

async function openShowcase(page: Page) {
  await page.goto("/showcase");
  await expect(firstCopy(page).getByRole("article")).toHaveCount(30);
}

async function expectNoUnpublished(page: Page) {
  // Every copy of the track, the aria-hidden ones included.
  const hrefs = await track(page)
    .locator("a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const shortname of UNPUBLISHED) expect(hrefs).not.toContain(`/organizations/${shortname}`);
  const text = (await track(page).textContent()) ?? "";
  for (const headline of UNPUBLISHED_HEADLINES) expect(text).not.toContain(headline);
  await expect(page.getByText("Unpublished", { exact: true })).toHaveCount(0);
}

test.describe("Showcase", () => {
  test("shows the heading, 30 cards in three copies and placeholders at 0, 11 and 22", async ({
    page,
  }) => {
    await openShowcase(page);
    await expect(page).toHaveTitle(/^Company Showcase \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/showcase$/);
    await expect(
      page.getByRole("heading", { name: "COSS Company Showcase", level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText("Discover companies building the future of commercial open source software"),
    ).toBeVisible();

    await expect(copies(page)).toHaveCount(3);
    await expect(
      page.locator('[data-carousel-track] [data-carousel-copy][aria-hidden="true"]'),
    ).toHaveCount(2);
    const layout = await copies(page).evaluateAll((lists) =>
      lists.map((ul) => ({
        slots: ul.children.length,
        placeholders: [...ul.children].flatMap((li, index) =>
          li.querySelector("[data-carousel-placeholder]") ? [index] : [],
        ),
        names: [...ul.querySelectorAll("article h2 a")].map((a) => a.getAttribute("href")),
      })),
    );
    for (const copy of layout) {
      expect(copy.slots).toBe(33);
      expect(copy.placeholders).toEqual([0, 11, 22]);
      expect(copy.names).toEqual(layout[0].names);
    }
    expect(new Set(layout[0].names).size).toBe(30);

    // The duplicate copies' links are out of the tab order.
    const hidden = await page
      .locator('[data-carousel-track] [data-carousel-copy][aria-hidden="true"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute("tabindex")));
    expect(hidden.length).toBeGreaterThan(0);
    expect(new Set(hidden)).toEqual(new Set(["-1"]));
  });

  test("each card shows the facts, up to 5 latest headlines and the latest valuation", async ({
    page,
  }) => {
    await openShowcase(page);
    const cards = await firstCopy(page)
      .locator("article")
      .evaluateAll((articles) =>
        articles.map((article) => {
          const name = article.querySelector("h2 a");
          const headlines = [...article.querySelectorAll('ul[aria-label="Latest headlines"] > li')];
          return {
            name: name?.textContent ?? "",
            href: name?.getAttribute("href") ?? "",
            logoAlt: article.querySelector("img")?.getAttribute("alt") ?? "",
            text: (article as HTMLElement).innerText,
            dates: headlines.map((li) => li.querySelector("div > span:last-child")?.textContent),
            links: headlines.map((li) => {
              const a = li.querySelector("a");
              return { href: a?.getAttribute("href"), target: a?.getAttribute("target") };
            }),
          };
        }),
      );
    expect(cards).toHaveLength(30);
    for (const card of cards) {
      expect(card.name in HEADLINE_COUNTS, `${card.name} is a published demo company`).toBe(true);
      expect(card.href).toMatch(/^\/organizations\/[a-z0-9-]+$/);
      expect(card.logoAlt).toBe(`${card.name} logo`);
      expect(card.text).toMatch(/^(Company|Foundation|Fund)$/m);
      // A fact nobody recorded leaves its line out.
      expect(card.text).not.toContain("N/A");
      expect(card.text).toMatch(/\d+ key (person|people)/);
      const valuation = VALUATIONS[card.name];
      if (valuation) expect(card.text).toContain(`Valuation ${valuation}`);
      else expect(card.text).not.toContain("Valuation");

      expect(card.dates, card.name).toHaveLength(HEADLINE_COUNTS[card.name]);
      const times = card.dates.map((date) => Date.parse(date ?? ""));
      expect(times, `${card.name} headlines newest first`).toEqual(
        [...times].sort((a, b) => b - a),
      );
      for (const link of card.links) {
        expect(link.href).toMatch(/^https?:\/\//);
        expect(link.target).toBe("_blank");
      }
    }
    const supabase = firstCopy(page).getByRole("link", { name: "Supabase", exact: true });
    if ((await supabase.count()) > 0) {
      await expect(supabase).toHaveAttribute("href", "/organizations/supabase");
    }
  });

  test("shows no unpublished company or headline", async ({ page }) => {
    await openShowcase(page);
    await expectNoUnpublished(page);
  });

  test("loops slowly (480 s, 400 px cards) and pauses on hover and focus", async ({ page }) => {
    await openShowcase(page);
    await expect.poll(() => trackStyle(page, "animationName")).not.toBe("none");
    expect(await trackStyle(page, "animationDuration")).toBe("480s");
    expect(await trackStyle(page, "animationPlayState")).toBe("running");
    const slot = await copies(page).first().locator(":scope > li").nth(1).boundingBox();
    expect(slot?.width).toBeCloseTo(400, 0);

    // The cards move (slowly) and never count as stable: point at the window they move in.
    const viewport = track(page).locator("xpath=..");
    await viewport.scrollIntoViewIfNeeded();
    const box = await viewport.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect.poll(() => trackStyle(page, "animationPlayState")).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(() => trackStyle(page, "animationPlayState")).toBe("running");

    await firstCopy(page).getByRole("article").first().getByRole("link").first().focus();
    await expect.poll(() => trackStyle(page, "animationPlayState")).toBe("paused");
  });

  test("stands still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openShowcase(page);
    expect(await trackStyle(page, "animationName")).toBe("none");
    // One copy, scrolled by hand.
    await expect(copies(page).nth(1)).toBeHidden();
    await expect(copies(page).nth(2)).toBeHidden();
    const overflow = await track(page)
      .locator("xpath=..")
      .evaluate((el) => getComputedStyle(el).overflowX);
    expect(overflow).toBe("auto");
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await openShowcase(page);
    await expectNoSeriousViolations(page);
  });

  test("admins see the same published-only showcase", async ({ page }) => {
    await devSignIn(page, "admin@example.com");
    await expect(page).toHaveURL("/admin");
    await openShowcase(page);
    await expectNoUnpublished(page);
  });
});

test.describe("Showcase without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cards are all there, in one copy that scrolls by hand", async ({ page }) => {
    await openShowcase(page);
    await expect(copies(page)).toHaveCount(1);
    expect(await trackStyle(page, "animationName")).toBe("none");
    const overflow = await page
      .locator("[data-carousel]")
      .evaluate((element) => getComputedStyle(element).overflowX);
    expect(overflow).toBe("auto");
  });
});
