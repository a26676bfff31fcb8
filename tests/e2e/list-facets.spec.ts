import { expect, test, type Locator, type Page } from "@playwright/test";
import { asClient, expectNoSeriousViolations } from "./helpers";

// The company list's facets as a visitor uses them: counts that follow the search and the
// other filters, links that choose and chips that remove.

test.beforeEach(async ({ page }) => {
  await asClient(page, 90 + (test.info().workerIndex % 10), test.info().retry);
});

const facets = (page: Page) => page.getByRole("navigation", { name: "Refine the list" });
const total = async (page: Page) => {
  const text = await page.getByRole("status").filter({ hasText: "Showing" }).textContent();
  return Number(/of (\d+) items/.exec(text ?? "")?.[1]);
};
const counts = async (page: Page, facet: string) => {
  const links = facets(page).getByRole("region", { name: facet }).getByRole("link");
  const texts = await links.allTextContents();
  return texts.map((text) => Number(/(\d+)$/.exec(text.trim())?.[1]));
};

test("the type facet's counts add up to the list's total, with and without a search", async ({
  page,
}) => {
  for (const path of ["/organizations", "/organizations?search=database"]) {
    await page.goto(path);
    const sum = (await counts(page, "Type")).reduce((a, b) => a + b, 0);
    expect(sum, path).toBe(await total(page));
  }
  await expectNoSeriousViolations(page);
});

test("a tag's count is what choosing it shows; its chip takes it away", async ({ page }) => {
  await page.goto("/organizations?search=database");
  const technology = facets(page).getByRole("region", { name: "Technology" });
  const first = technology.getByRole("link").first();
  const [, name, count] = /^(.*\S)\s+(\d+)$/.exec((await first.textContent())!.trim())!;
  await first.click();
  await expect(page).toHaveURL(/[?&]tags=\d+/);
  expect(await total(page)).toBe(Number(count));
  const chips = page.getByRole("list", { name: "Chosen filters" });
  await expect(chips.getByRole("link", { name: `Remove ${name}` })).toBeVisible();
  await chips.getByRole("link", { name: `Remove ${name}` }).click();
  await expect(page).toHaveURL("/organizations?search=database");
});

const chips = (page: Page) => page.getByRole("list", { name: "Chosen filters" });
const countOf = async (link: Locator) =>
  Number(/(\d+)$/.exec((await link.textContent())!.trim())![1]);

test("a funding range's count is what choosing it shows; its chip takes it away", async ({
  page,
}) => {
  await page.goto("/organizations");
  const range = facets(page)
    .getByRole("region", { name: "Funding" })
    .getByRole("link", { name: /^\$100M–\$1B \d+$/ });
  const count = await countOf(range);
  expect(count).toBeGreaterThan(0);
  await range.click();
  await expect(page).toHaveURL("/organizations?funding=100m-1b");
  await expect(range).toHaveAttribute("aria-current", "true");
  expect(await total(page)).toBe(count);
  const chip = chips(page).getByRole("link", { name: "Remove Funding: $100M–$1B" });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL("/organizations");
  await expect(chip).toBeHidden();
});

test("a range of founding years, typed or a decade's link, shows what the decade counts", async ({
  page,
}) => {
  await page.goto("/organizations");
  const years = facets(page).getByRole("region", { name: "Year founded" });
  const decade = years.getByRole("link", { name: /^2010s \d+$/ });
  const count = await countOf(decade);
  const form = years.getByRole("form", { name: "Years founded" });
  await form.getByLabel("From", { exact: true }).fill("2010");
  await form.getByLabel("To", { exact: true }).fill("2019");
  await form.getByRole("button", { name: "Apply years" }).click();
  await expect(page).toHaveURL("/organizations?foundedFrom=2010&foundedTo=2019");
  await expect(decade).toHaveAttribute("aria-current", "true");
  expect(await total(page)).toBe(count);
  await chips(page).getByRole("link", { name: "Remove Founded 2010–2019" }).click();
  await expect(page).toHaveURL("/organizations");
  await decade.click();
  await expect(page).toHaveURL("/organizations?foundedFrom=2010&foundedTo=2019");
  await expect(chips(page).getByRole("link", { name: "Remove Founded 2010–2019" })).toBeVisible();
});

test("the valuation toggle's count is what it shows; the other filters stay", async ({ page }) => {
  await page.goto("/organizations?funding=100m-1b");
  const toggle = facets(page)
    .getByRole("region", { name: "Valuation" })
    .getByRole("link", { name: /^Has a valuation \d+$/ });
  const count = await countOf(toggle);
  await toggle.click();
  await expect(page).toHaveURL("/organizations?funding=100m-1b&hasValuation=true");
  await expect(toggle).toHaveAttribute("aria-current", "true");
  expect(await total(page)).toBe(count);
  await chips(page).getByRole("link", { name: "Remove Has a valuation" }).click();
  await expect(page).toHaveURL("/organizations?funding=100m-1b");
});

test("founding years and funding ranges the list cannot take are redirected away", async ({
  request,
}) => {
  const nextYear = new Date().getUTCFullYear() + 1;
  for (const query of [
    "foundedFrom=2019&foundedTo=2010",
    "foundedFrom=1799",
    `foundedTo=${nextYear}`,
    "foundedFrom=20x0",
    "funding=10M-100M",
    "hasValuation=yes",
  ]) {
    const response = await request.get(`/organizations?type=company&${query}`, {
      maxRedirects: 0,
    });
    expect(response.status(), query).toBe(307);
    expect(response.headers()["location"], query).toBe("/organizations?type=company");
  }
});

test("a tag on a card opens the list of that tag", async ({ page }) => {
  await page.goto("/organizations/supabase");
  const tag = page.getByRole("region", { name: "Business Information" }).getByRole("link").first();
  const name = (await tag.textContent())!.trim();
  await tag.click();
  await expect(page).toHaveURL(/\/organizations\?tags=\d+$/);
  await expect(
    page
      .getByRole("list", { name: "Chosen filters" })
      .getByRole("link", { name: `Remove ${name}` }),
  ).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);
});

test("funding headlines of this year are two clicks from the headlines page", async ({ page }) => {
  await page.goto("/headlines");
  const refine = page.getByRole("navigation", { name: "Refine the headlines" });
  const types = await refine
    .getByRole("region", { name: "Type" })
    .getByRole("link")
    .allTextContents();
  const sum = types.reduce((all, text) => all + Number(/(\d+)$/.exec(text.trim())?.[1]), 0);
  const shown = await page.getByRole("status").filter({ hasText: "Showing" }).textContent();
  expect(sum).toBe(Number(/of (\d+)/.exec(shown ?? "")?.[1]));
  await refine.getByRole("link", { name: /^Funding \d+$/ }).click();
  await expect(page).toHaveURL("/headlines?type=funding");
  await refine.getByRole("link", { name: /^This year \d+$/ }).click();
  await expect(page).toHaveURL("/headlines?type=funding&date=this-year");
  const year = String(new Date().getFullYear());
  const cards = page.getByRole("list", { name: "Search results" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText("Funding");
    await expect(card).toContainText(year);
  }
  await page
    .getByRole("list", { name: "Chosen filters" })
    .getByRole("link", { name: "Remove Funding" })
    .click();
  await expect(page).toHaveURL("/headlines?date=this-year");
});

test("the people list shows founders only, and its chip takes the filter away", async ({
  page,
}) => {
  await page.goto("/people?search=supabase");
  await page.getByRole("link", { name: "Founders only" }).click();
  await expect(page).toHaveURL("/people?search=supabase&founders=true");
  await expect(page.getByRole("link", { name: "Paul Copplestone" })).toBeVisible();
  await page.getByRole("link", { name: "Remove Founders" }).click();
  await expect(page).toHaveURL("/people?search=supabase");
});
