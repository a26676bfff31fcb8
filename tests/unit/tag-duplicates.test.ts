import { describe, expect, it } from "vitest";
import { findDuplicateGroups, isSameTagName, normalizeTagName } from "@/lib/domain/tag-duplicates";
import { parseTagPageState, tagPageHref } from "@/lib/domain/tag-page-state";

const tag = (id: number, name: string, usage = 0) => ({ id, name, usage });
const names = (groups: { name: string }[][]) => groups.map((g) => g.map((t) => t.name));

describe("tag duplicate rule", () => {
  it("ignores case, hyphens, underscores and spaces", () => {
    expect(normalizeTagName("Machine_Learning - Ops")).toBe("machinelearningops");
    expect(isSameTagName("Open Source", "open-source")).toBe(true);
    expect(isSameTagName("open_source", "OpenSource")).toBe(true);
  });

  it("treats a trailing s or es as the same word", () => {
    expect(isSameTagName("Database", "databases")).toBe(true);
    expect(isSameTagName("Kubernetes", "Kubernete-s")).toBe(true);
    expect(isSameTagName("Kubernetes", "kubernete")).toBe(true);
    expect(isSameTagName("Box", "Boxes")).toBe(true);
  });

  it("keeps different words apart", () => {
    expect(isSameTagName("Go", "Rust")).toBe(false);
    expect(isSameTagName("AI", "API")).toBe(false);
    expect(isSameTagName("s", "")).toBe(false);
  });

  it("groups across categories with the most used tag first", () => {
    const groups = findDuplicateGroups([
      tag(1, "Kubernetes", 3),
      tag(2, "kubernetes", 9),
      tag(3, "Kubernete-s", 1),
      tag(4, "Rust", 5),
      tag(5, "Database", 2),
      tag(6, "databases", 2),
    ]);
    expect(names(groups)).toEqual([
      ["Database", "databases"],
      ["kubernetes", "Kubernetes", "Kubernete-s"],
    ]);
  });

  it("finds no group among distinct tags", () => {
    expect(findDuplicateGroups([tag(1, "Go"), tag(2, "Rust"), tag(3, "Python")])).toEqual([]);
  });

  it("links plural forms through a chain (singular, s and es)", () => {
    const groups = findDuplicateGroups([tag(1, "Process"), tag(2, "processes"), tag(3, "Proces")]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(3);
  });

  it("pairs each singular with its plural among many tags, and nothing else", () => {
    const many = Array.from({ length: 2_000 }, (_, i) =>
      tag(i + 1, `Topic ${i >> 1}${i % 2 ? "s" : ""}`),
    );
    const groups = findDuplicateGroups(many);
    expect(groups).toHaveLength(1_000);
    expect(groups.every((g) => g.length === 2 && isSameTagName(g[0].name, g[1].name))).toBe(true);
  });
});

describe("tag page URL", () => {
  it("keeps the tab, search and page through a round trip", () => {
    const state = parseTagPageState(new URLSearchParams("tab=relationships&q=kube&page=3&tag=7"));
    expect(state).toMatchObject({ tab: "relationships", q: "kube", page: 3, tag: 7 });
    expect(tagPageHref(state)).toBe("/admin/tags?tab=relationships&q=kube&page=3&tag=7");
  });

  it("falls back to Manage Tags and defaults for malformed values", () => {
    const state = parseTagPageState(new URLSearchParams("tab=nope&category=x&page=-2"));
    expect(state).toMatchObject({ tab: "manage", category: null, page: 1 });
    expect(tagPageHref(state)).toBe("/admin/tags");
  });
});
