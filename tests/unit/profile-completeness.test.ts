import { describe, expect, it } from "vitest";
import { isSparseProfile, type ProfileSections } from "@/lib/domain/profile-completeness";

const EMPTY: ProfileSections = {
  description: false,
  headlines: false,
  funding: false,
  valuation: false,
  people: false,
  projects: false,
  tags: false,
  socials: false,
};

describe("isSparseProfile", () => {
  it("calls a profile with fewer than half its sections filled still being filled in", () => {
    expect(isSparseProfile(EMPTY)).toBe(true);
    expect(isSparseProfile({ ...EMPTY, description: true, tags: true, socials: true })).toBe(true);
  });

  it("calls a profile with half its sections or more filled complete enough", () => {
    const half = { ...EMPTY, description: true, tags: true, socials: true, people: true };
    expect(isSparseProfile(half)).toBe(false);
    const full = Object.fromEntries(Object.keys(EMPTY).map((key) => [key, true]));
    expect(isSparseProfile(full as ProfileSections)).toBe(false);
  });
});
