import { describe, expect, it } from "vitest";
import { answeredOutcome, failedOutcome, sameSite } from "@/lib/websites/website-outcome";

describe("a website check's verdict", () => {
  it("counts www., the scheme, the port and the path as the same site", () => {
    expect(sameSite("http://acme.com", "https://www.acme.com/en/")).toBe(true);
    expect(sameSite("https://WWW.Acme.com", "https://acme.com:8443/home")).toBe(true);
    expect(sameSite("https://acme.com", "https://acme.io")).toBe(false);
    expect(sameSite("https://acme.com", "https://app.acme.com")).toBe(false);
    expect(sameSite("not a url", "not a url")).toBe(false);
  });

  it("is ok for an answer on the same site, redirected (with where) for another one", () => {
    expect(answeredOutcome("http://acme.com", "https://www.acme.com/", 200)).toEqual({
      status: "ok",
      http_status: 200,
      final_url: null,
      last_error: null,
    });
    expect(answeredOutcome("https://acme.com", "https://bigco.com/acme", 200)).toEqual({
      status: "redirected",
      http_status: 200,
      final_url: "https://bigco.com/acme",
      last_error: null,
    });
  });

  it("is unreachable for an error status or no answer, naming why", () => {
    expect(answeredOutcome("https://acme.com", "https://acme.com/", 503)).toMatchObject({
      status: "unreachable",
      http_status: 503,
      last_error: "HTTP 503 Service Unavailable",
    });
    expect(failedOutcome("could not resolve host: acme.com")).toEqual({
      status: "unreachable",
      http_status: null,
      final_url: null,
      last_error: "could not resolve host: acme.com",
    });
  });

  it("keeps the last verdict when the site asks to come back later", () => {
    expect(answeredOutcome("https://acme.com", "https://acme.com/", 429)).toMatchObject({
      status: null,
      http_status: 429,
    });
  });
});
