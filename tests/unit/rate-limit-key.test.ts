import { describe, expect, it } from "vitest";
import { rateLimitKey } from "@/lib/http/rate-limit-key";

describe("rateLimitKey (the address a limiter counts)", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey(" 10.0.0.1 ")).toBe("10.0.0.1");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("counts an IPv6 address by its /64, however it is spelled", () => {
    expect(rateLimitKey("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::/64");
    expect(rateLimitKey("::1")).toBe("::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("tells different /64s apart", () => {
    expect(rateLimitKey("2001:db8:1:2::5")).not.toBe(rateLimitKey("2001:db8:1:3::5"));
  });

  it("keeps text that is no address as its own key", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
