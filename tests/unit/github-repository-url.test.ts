import { describe, expect, it } from "vitest";
import { githubRepository } from "@/lib/github/repository-url";

const SUPABASE = {
  owner: "supabase",
  repo: "supabase",
  url: "https://github.com/supabase/supabase",
};

describe("githubRepository", () => {
  it("gives one canonical repository however a curator pastes its URL", () => {
    for (const url of [
      "https://github.com/supabase/supabase",
      "http://github.com/supabase/supabase",
      "https://www.github.com/supabase/supabase",
      "HTTPS://GitHub.com/Supabase/Supabase",
      "https://github.com/supabase/supabase.git",
      "https://github.com/supabase/supabase/",
      "https://github.com/supabase/supabase.git/",
      "https://github.com//supabase//supabase",
      "  https://github.com/supabase/supabase \n",
      "https://github.com:443/supabase/supabase",
      "github.com/supabase/supabase",
      "www.github.com/supabase/supabase",
      "git@github.com:supabase/supabase.git",
      "git@github.com:Supabase/Supabase",
    ]) {
      expect(githubRepository(url), url).toEqual(SUPABASE);
    }
  });

  it("reads the repository out of a link to one of its pages", () => {
    for (const url of [
      "https://github.com/supabase/supabase/tree/main/apps/studio",
      "https://github.com/supabase/supabase/issues",
      "https://github.com/supabase/supabase/blob/master/README.md#license",
      "https://github.com/supabase/supabase?tab=readme-ov-file",
      "https://github.com/supabase/supabase#readme",
      "https://github.com/supabase/supabase/releases/tag/v1.0.0?x=1#top",
    ]) {
      expect(githubRepository(url), url).toEqual(SUPABASE);
    }
  });

  it("keeps dots, underscores and hyphens of repository names, lower-cased", () => {
    expect(githubRepository("https://github.com/run-llama/llama_index")?.url).toBe(
      "https://github.com/run-llama/llama_index",
    );
    expect(githubRepository("https://github.com/vercel/next.js")?.repo).toBe("next.js");
    expect(githubRepository("https://github.com/e2b-dev/E2B")).toEqual({
      owner: "e2b-dev",
      repo: "e2b",
      url: "https://github.com/e2b-dev/e2b",
    });
  });

  it("gives no repository for an account alone", () => {
    for (const url of [
      "https://github.com/supabase",
      "https://github.com/supabase/",
      "github.com",
    ]) {
      expect(githubRepository(url), url).toBeNull();
    }
  });

  it("gives no repository on other hosts", () => {
    for (const url of [
      "https://gitlab.com/gitlab-org/gitlab",
      "https://codeberg.org/forgejo/forgejo",
      "https://supabase.com",
      "https://gist.github.com/someone/0123456789abcdef",
      "https://raw.githubusercontent.com/supabase/supabase/master/README.md",
      "https://github.com.evil.example/supabase/supabase",
      "https://api.github.com/repos/supabase/supabase",
      "https://github.com:8443/supabase/supabase",
      "https://someone@github.com/supabase/supabase",
    ]) {
      expect(githubRepository(url), url).toBeNull();
    }
  });

  it("gives no repository for GitHub's own pages", () => {
    for (const url of [
      "https://github.com/orgs/supabase/repositories",
      "https://github.com/sponsors/supabase",
      "https://github.com/topics/postgres",
      "https://github.com/features/actions",
      "https://github.com/marketplace/actions/checkout",
      "https://github.com/settings/profile",
      "https://github.com/explore/repositories",
    ]) {
      expect(githubRepository(url), url).toBeNull();
    }
  });

  it("gives no repository for other schemes or for what is not a URL", () => {
    for (const url of [
      "ssh://git@github.com/supabase/supabase.git",
      "git://github.com/supabase/supabase.git",
      "ftp://github.com/supabase/supabase",
      "javascript:alert(1)",
      "file:///github.com/supabase/supabase",
      "",
      "   ",
      "not a url",
      "https://",
      "https://github.com/supa base/supabase",
      "https://github.com/-supabase/supabase",
      "https://github.com/supabase/..",
      "https://github.com/supabase/.git",
      `https://github.com/${"a".repeat(40)}/repo`,
      `https://github.com/owner/${"r".repeat(101)}`,
    ]) {
      expect(githubRepository(url), url).toBeNull();
    }
  });
});
