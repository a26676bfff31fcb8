import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pager, type PagerProps } from "@/components/ui/pager";

const render = (props: PagerProps) => renderToStaticMarkup(createElement(Pager, props));
const hrefFor = (page: number) => (page > 1 ? `/things?page=${page}` : "/things");

/** The page parsed, so that tests ask for roles and attributes rather than markup. */
function parse(html: string) {
  const nav = html.match(/^<nav aria-label="([^"]+)"/);
  const links = [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: attrs.match(/href="([^"]*)"/)?.[1],
    current: attrs.includes('aria-current="page"'),
    rel: attrs.match(/rel="([^"]*)"/)?.[1],
    name: attrs.match(/aria-label="([^"]*)"/)?.[1] ?? textOf(inner),
  }));
  const disabled = [
    ...html.matchAll(
      /<span aria-disabled="true"[^>]*>((?:<span[^>]*>[^<]*<\/span>)+|[^<]*)<\/span>/g,
    ),
  ];
  return { label: nav?.[1], links, disabled: disabled.map(([, inner]) => textOf(inner)) };
}

/** The accessible text of some markup: sr-only names kept, aria-hidden symbols dropped. */
const textOf = (markup: string) =>
  markup
    .replace(/<span aria-hidden="true">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, "")
    .trim();

describe("Pager (steps)", () => {
  it("names its navigation and links the neighbouring pages", () => {
    const page = parse(render({ label: "Pagination", page: 2, pages: 3, hrefFor }));
    expect(page.label).toBe("Pagination");
    expect(page.links).toEqual([
      { href: "/things", current: false, rel: "prev", name: "Previous" },
      { href: "/things?page=3", current: false, rel: "next", name: "Next" },
    ]);
    expect(page.disabled).toEqual([]);
  });

  it("renders the ends that lead nowhere as text, not links", () => {
    const html = render({ label: "Pagination", page: 1, pages: 2, hrefFor });
    expect(html).toContain("Page 1 of 2");
    const page = parse(html);
    expect(page.links.map((link) => link.name)).toEqual(["Next"]);
    expect(page.disabled).toEqual(["Previous"]);
  });

  it("shows the range instead of the page count when given one, with buttons", () => {
    const html = render({
      label: "Tags pages",
      page: 1,
      range: { pageSize: 15, total: 1234 },
      onPage: () => {},
    });
    expect(html).toContain("1-15 of 1,234");
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Previous<\/button>/);
    expect(html).toMatch(/<button type="button" class="[^"]*">Next<\/button>/);
    expect(html).not.toContain("<a ");
  });
});

describe("Pager (numbered)", () => {
  it("marks the current page and names every control", () => {
    const page = parse(
      render({ label: "Pagination (top)", variant: "numbered", page: 5, pages: 9, hrefFor }),
    );
    expect(page.label).toBe("Pagination (top)");
    expect(page.links.map((link) => link.name)).toEqual([
      "First page",
      "Previous page",
      "Page 1",
      "Page 4",
      "Page 5",
      "Page 6",
      "Page 9",
      "Next page",
      "Last page",
    ]);
    expect(page.links.filter((link) => link.current)).toEqual([
      { href: "/things?page=5", current: true, rel: undefined, name: "Page 5" },
    ]);
    expect(page.links.find((link) => link.name === "Previous page")?.href).toBe("/things?page=4");
    expect(page.links.find((link) => link.name === "Last page")?.href).toBe("/things?page=9");
  });

  it("on the last page, next and last are text; the current page stays a link", () => {
    const page = parse(render({ label: "P", variant: "numbered", page: 3, pages: 3, hrefFor }));
    expect(page.disabled).toEqual(["Next page", "Last page"]);
    expect(page.links.map((link) => link.name)).toEqual([
      "First page",
      "Previous page",
      "Page 1",
      "Page 2",
      "Page 3",
    ]);
    expect(page.links.at(-1)?.current).toBe(true);
  });
});
