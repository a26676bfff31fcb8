import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/domain/safe-path";
import { OPEN_REDIRECT_PAYLOADS } from "../fixtures/open-redirects";

const ORIGIN = "http://localhost:3100";

/** Where a browser on our site goes when given `path` as a Location. */
const landing = (path: string) => new URL(path, ORIGIN);

describe("safeRedirectPath", () => {
  it("keeps paths of the site with their query, dropping the fragment", () => {
    expect(safeRedirectPath("/admin/tags?tab=manage#x")).toBe("/admin/tags?tab=manage");
    expect(safeRedirectPath("/organizations?search=a%20b")).toBe("/organizations?search=a%20b");
    expect(safeRedirectPath("admin")).toBe("/admin");
  });

  it("keeps absolute URLs of the site's own origin as their path", () => {
    expect(safeRedirectPath(`${ORIGIN}/admin?x=1`, { origin: ORIGIN })).toBe("/admin?x=1");
    expect(safeRedirectPath("http://localhost:9999/admin", { origin: ORIGIN })).toBe("/");
  });

  it("gives the fallback for missing or unusable values", () => {
    expect(safeRedirectPath(undefined, { fallback: "/admin" })).toBe("/admin");
    expect(safeRedirectPath("", { fallback: "/admin" })).toBe("/admin");
    expect(safeRedirectPath(["/first", "/second"])).toBe("/first");
    expect(safeRedirectPath(42)).toBe("/");
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    "keeps %s on the site",
    (_label, payload) => {
      for (const origin of [undefined, ORIGIN]) {
        const path = safeRedirectPath(payload, { origin });
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(landing(path).origin).toBe(ORIGIN);
        expect(path).not.toMatch(/[\t\n\r]/);
      }
    },
  );

  it("checks a corpus of at least 30 payloads", () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });
});
