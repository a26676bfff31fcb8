import { describe, expect, it } from "vitest";
import { firstFreeSlug, slugify } from "@/lib/domain/slug";

describe("slugify (shortname rule)", () => {
  it("lowercases, trims and turns spaces into hyphens", () => {
    expect(slugify("  Grafana Labs ")).toBe("grafana-labs");
  });
  it("drops non-word characters and collapses hyphens", () => {
    expect(slugify("Cal.com, Inc. -- (Scheduling)")).toBe("calcom-inc-scheduling");
    expect(slugify("n8n   GmbH")).toBe("n8n-gmbh");
  });
  it("strips hyphens at both ends", () => {
    expect(slugify("-- Redpanda Data --")).toBe("redpanda-data");
    expect(slugify("!Supabase!")).toBe("supabase");
  });
  it("keeps underscores, which are word characters", () => {
    expect(slugify("Open_Source Co")).toBe("open_source-co");
  });
});

describe("firstFreeSlug (uniqueness)", () => {
  it("uses the base when it is free", () => {
    expect(firstFreeSlug("neon", ["supabase"])).toBe("neon");
  });
  it("appends -2, then -3, when taken", () => {
    expect(firstFreeSlug("neon", ["neon"])).toBe("neon-2");
    expect(firstFreeSlug("neon", ["neon", "neon-2"])).toBe("neon-3");
  });
  it("fills the first gap", () => {
    expect(firstFreeSlug("neon", ["neon", "neon-3"])).toBe("neon-2");
  });
});
