import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { parseEmbedParentOrigins } from "@/lib/http/embed-parent-origins.mjs";

describe("parseEmbedParentOrigins (EMBED_PARENT_ORIGINS)", () => {
  it("reads a comma-separated list of http(s) origins, without trailing slashes", () => {
    expect(
      parseEmbedParentOrigins(
        " https://news.example.org/ ,http://localhost:4000,, HTTPS://A.example:8443",
      ),
    ).toEqual(["https://news.example.org", "http://localhost:4000", "https://a.example:8443"]);
  });

  it("reads nothing from an unset or empty variable", () => {
    expect(parseEmbedParentOrigins(undefined)).toEqual([]);
    expect(parseEmbedParentOrigins(" , ")).toEqual([]);
  });

  it.each([
    ["https://*.example.org", "is a wildcard"],
    ["*", "is a wildcard"],
    ["https://news.example.org/embed", "has a path"],
    ["https://news.example.org/?x=1", "has a path"],
    ["https://news.example.org#frame", "has a path"],
    ["ftp://news.example.org", "is not http(s)"],
    ["javascript:alert(1)", "is not http(s)"],
    ["news.example.org", "is not an origin"],
    ["https://user:pass@news.example.org", "carries credentials"],
  ])("refuses %j, naming the entry", (entry, why) => {
    expect(() => parseEmbedParentOrigins(`https://ok.example, ${entry}`)).toThrow(
      `entry "${entry}" ${why}`,
    );
  });
});

describe("env().EMBED_PARENT_ORIGINS", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("holds the parsed origins", () => {
    vi.stubEnv("EMBED_PARENT_ORIGINS", "https://news.example.org/");
    expect(env().EMBED_PARENT_ORIGINS).toEqual(["https://news.example.org"]);
  });

  it("fails validation with the message naming the bad entry", () => {
    vi.stubEnv("EMBED_PARENT_ORIGINS", "https://news.example.org, https://*.example.org");
    expect(() => env()).toThrow(
      'Invalid environment: EMBED_PARENT_ORIGINS entry "https://*.example.org" is a wildcard',
    );
  });
});
