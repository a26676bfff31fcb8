import { describe, expect, it } from "vitest";
import { postLengthLevel, socialPostText, xHandle } from "@/lib/domain/social-post-text";

describe("the generated post", () => {
  const company = {
    name: "Supabase",
    short_description: "The open source Firebase alternative",
    socials: [
      { type: "github", url: "https://github.com/supabase" },
      { type: "x", url: "https://x.com/supabase" },
    ],
    key_people: [
      { name: "Paul Copplestone", role: "CEO" },
      { name: "Ant Wilson", role: null },
    ],
    tags: [
      { name: "Developer Tools", category: "Industry" },
      { name: "Postgres", category: "technology" },
      { name: "Apache 2.0", category: "License" },
    ],
  };

  it("names the company, its X handle, key people, profile link and hashtags", () => {
    expect(socialPostText(company, "https://coss.example/organizations/supabase")).toBe(
      [
        "Supabase: The open source Firebase alternative",
        "Follow @supabase",
        "Key people: Paul Copplestone (CEO), Ant Wilson",
        "https://coss.example/organizations/supabase",
        "#DeveloperTools #Postgres",
      ].join("\n"),
    );
  });

  it("leaves out what the company lacks", () => {
    const bare = { ...company, short_description: null, socials: [], key_people: [], tags: [] };
    expect(socialPostText(bare, "https://coss.example/o")).toBe("Supabase\nhttps://coss.example/o");
  });

  it("reads handles of x.com and twitter.com profiles only", () => {
    expect(xHandle("https://twitter.com/Acme_HQ")).toBe("@Acme_HQ");
    expect(xHandle("https://www.x.com/acme/status/1")).toBe("@acme");
    expect(xHandle("https://example.com/acme")).toBeNull();
    expect(xHandle("not a url")).toBeNull();
  });

  it("warns above 260 characters and is over the limit above 280", () => {
    expect([260, 261, 280, 281].map(postLengthLevel)).toEqual(["ok", "warning", "warning", "over"]);
  });
});
