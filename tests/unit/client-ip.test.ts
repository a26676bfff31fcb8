import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/http/client-ip";

const ip = (forwarded?: string, trusted: string[] = []) =>
  clientIp(new Headers(forwarded === undefined ? {} : { "x-forwarded-for": forwarded }), trusted);

describe("client address", () => {
  it("is the last X-Forwarded-For entry, the one the server appended", () => {
    expect(ip("1.2.3.4, 127.0.0.1")).toBe("127.0.0.1");
    expect(ip("203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the address a trusted proxy saw, never one the client made up", () => {
    const proxies = ["10.0.0.2", "::1"];
    expect(ip("1.2.3.4, 198.51.100.7, 10.0.0.2", proxies)).toBe("198.51.100.7");
    expect(ip("198.51.100.7, ::1", proxies)).toBe("198.51.100.7");
    expect(ip("1.2.3.4, 198.51.100.7", proxies)).toBe("198.51.100.7");
    expect(ip("10.0.0.2", proxies)).toBe("10.0.0.2");
  });

  it("spells IPv4 clients of a dual-stack socket as IPv4", () => {
    expect(ip("::ffff:127.0.0.12")).toBe("127.0.0.12");
    expect(ip("198.51.100.7, ::ffff:127.0.0.1", ["127.0.0.1"])).toBe("198.51.100.7");
    expect(ip("::1")).toBe("::1");
  });

  it("is 'unknown' without the header", () => {
    expect(ip()).toBe("unknown");
    expect(ip("")).toBe("unknown");
  });
});
