import { describe, expect, it } from "vitest";
import { bookmarkletSource } from "@/lib/domain/bookmarklet";
import { postToHost } from "@/lib/domain/headline-frame-messages";
import { securityHeaders } from "@/lib/http/security-headers.mjs";

describe("the embedded headline form's framing", () => {
  it("may be framed by the site and the allowed parents only", () => {
    const headers = securityHeaders("/embedded/headlines/new?url=x", {
      https: false,
      embedParents: ["https://news.example.org"],
    });
    expect(headers["Content-Security-Policy"]).toContain(
      "frame-ancestors 'self' https://news.example.org",
    );
    expect(headers).not.toHaveProperty("X-Frame-Options");
  });
  it("leaves the other pages unframeable", () => {
    const headers = securityHeaders("/embeddedx", {
      https: false,
      embedParents: ["https://a.example"],
    });
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });
});

describe("postToHost", () => {
  it("names each allowed origin as the target, once, and skips malformed ones", () => {
    const sent: [unknown, string][] = [];
    const host = {
      postMessage: (message: unknown, origin: string) => sent.push([message, origin]),
    };
    postToHost(host, { type: "headline-created", id: 7 }, [
      "http://127.0.0.1:3000",
      "http://127.0.0.1:3000",
      "*",
      "https://news.example.org/path",
      "https://news.example.org",
    ]);
    expect(sent).toEqual([
      [{ type: "headline-created", id: 7 }, "http://127.0.0.1:3000"],
      [{ type: "headline-created", id: 7 }, "https://news.example.org"],
    ]);
  });
});

describe("bookmarkletSource", () => {
  it("opens the embedded form for the current page in a small window", () => {
    const source = bookmarkletSource("https://coss.example");
    expect(source).toBe(
      'javascript:(()=>{window.open("https://coss.example/embedded/headlines/new?autoAnalyze=true&url="+encodeURIComponent(location.href),"add-headline","width=720,height=860")})()',
    );
  });
});
