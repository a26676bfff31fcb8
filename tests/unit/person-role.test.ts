import { describe, expect, it } from "vitest";
import { roleTitle } from "@/lib/domain/person-role";

describe("a person's title at a company", () => {
  it("joins a role and the founder mark, once", () => {
    expect(roleTitle({ role: "CEO", is_founder: true })).toBe("CEO & Co-founder");
    expect(roleTitle({ role: " Co-Founder & CTO ", is_founder: true })).toBe("Co-Founder & CTO");
    expect(roleTitle({ role: null, is_founder: true })).toBe("Co-founder");
  });

  it("is the role alone, or Team Member without one", () => {
    expect(roleTitle({ role: "VP Engineering", is_founder: false })).toBe("VP Engineering");
    expect(roleTitle({ role: "  ", is_founder: false })).toBe("Team Member");
  });
});
