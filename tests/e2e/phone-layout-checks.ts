import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// What breaks a page on a phone, as a list of sentences naming each culprit (empty: none).

/**
 * Elements wider than the viewport (outside a scrolling box), scrolling boxes whose first item
 * is cut at their start, and visible text smaller than 11 px (SVG text as drawn, after scaling).
 */
export function layoutBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN_TEXT_PX = 11;
    const viewport = document.documentElement.clientWidth;
    const breaks: string[] = [];
    const name = (el: Element) => {
      const classes = (el.getAttribute("class") ?? "").split(/\s+/).filter(Boolean).slice(0, 4);
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${classes.length ? ` class="${classes.join(" ")}"` : ""}> "${text}"`;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // 1-px boxes are the screen-reader-only texts.
      return style.visibility !== "hidden" && box.width > 1 && box.height > 1;
    };
    const scrollsSideways = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const insideScroller = (el: Element) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > viewport) {
      breaks.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    }
    const overflows = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.right > viewport + 1 || box.left < -1;
    };
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      // Named once, where the overflow starts: not again for what it holds.
      const parent = el.parentElement;
      const parentOverflows = parent && parent !== document.body && overflows(parent);
      if (overflows(el) && !parentOverflows && !insideScroller(el)) {
        breaks.push(
          `wider than the viewport (${Math.round(box.left)} to ${Math.round(box.right)} px): ${name(el)}`,
        );
      }
      if (scrollsSideways(el) && el.scrollWidth > el.clientWidth) {
        const first = [...el.querySelectorAll(":scope > *, :scope > * > *")].find(shown);
        if (first && first.getBoundingClientRect().left < box.left - 1) {
          breaks.push(`the first item of a scrolling box is cut: ${name(first)}`);
        }
      }
      const ownText = [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGElement) {
        const matrix = (el as SVGGraphicsElement).getScreenCTM?.();
        if (matrix) size *= Math.hypot(matrix.a, matrix.b);
      }
      if (size < MIN_TEXT_PX - 0.05) {
        breaks.push(`text of ${size.toFixed(1)} px: ${name(el)}`);
      }
    }
    return breaks;
  });
}

/** Links and buttons under 24 × 24 px without the room WCAG 2.2 allows them (axe's rule). */
export async function smallTargets(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `target under 24 px: ${node.html.slice(0, 120)}`),
  );
}
