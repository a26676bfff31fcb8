import { describe, expect, it } from "vitest";
import { parseItemNumbers } from "@/lib/domain/batch/batch-kinds";
import { duplicateFinder, nameKey } from "@/lib/domain/batch/probable-duplicates";
import { isSharedHost } from "@/lib/domain/shared-hosts";

describe("the batch files' duplicate rules", () => {
  it("compares names ignoring case, accents, spaces and punctuation", () => {
    expect(nameKey("Acme, Inc.")).toBe(nameKey("ACME inc"));
    expect(nameKey("Café-Labs")).toBe(nameKey("cafe labs"));
    expect(nameKey("Acme")).not.toBe(nameKey("Acme 2"));
  });

  it("treats code hosts, social networks and app stores as shared, and any host on 3 companies", () => {
    for (const host of ["github.com", "gist.github.com", "linkedin.com", "apps.apple.com"]) {
      expect(isSharedHost(host)).toBe(true);
    }
    expect(isSharedHost("apple.com")).toBe(false);
    expect(isSharedHost("acme.example.com", 2)).toBe(false);
    expect(isSharedHost("acme.example.com", 3)).toBe(true);
  });

  it("finds by name first, else by the primary website host unless it is shared", () => {
    const finder = duplicateFinder([
      { name: "Acme", shortname: "acme", websites: ["https://github.com/acme"] },
      { name: "Beta", shortname: "beta", websites: ["https://beta.example.org/"] },
    ]);
    expect(finder.find("ACME!", [])?.reason).toBe("name");
    expect(finder.find("Other", ["https://github.com/other"])).toBeNull();
    expect(finder.find("Other", ["https://www.beta.example.org/x"])?.company.shortname).toBe(
      "beta",
    );
    // Only the new company's primary (first) website counts.
    expect(finder.find("Other", ["https://o.example.org", "https://beta.example.org"])).toBeNull();
  });

  it("reads the items to import anyway, refusing anything but item numbers", () => {
    expect(parseItemNumbers(null)).toEqual([]);
    expect(parseItemNumbers("2,5")).toEqual([2, 5]);
    expect(parseItemNumbers("all")).toBe("all");
    for (const bad of ["0", "2,,5", "x", "-1", "1.5"]) expect(parseItemNumbers(bad)).toBeNull();
  });
});
