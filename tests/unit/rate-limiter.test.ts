import { describe, expect, it } from "vitest";
import { createRateLimiter } from "@/lib/http/rate-limiter";

// A limiter on a clock the test moves by hand.
function limiterAt(options: { limit: number; windowMs: number; maxKeys?: number }) {
  let clock = 1_000_000;
  const limiter = createRateLimiter({ ...options, now: () => clock });
  return { take: limiter.take, advance: (ms: number) => (clock += ms) };
}

const allowedCount = (
  take: (address: string) => { allowed: boolean },
  address: string,
  n: number,
) => Array.from({ length: n }, () => take(address)).filter((verdict) => verdict.allowed).length;

describe("createRateLimiter", () => {
  it("allows `limit` requests per window, then says when to come back", () => {
    const { take, advance } = limiterAt({ limit: 3, windowMs: 60_000 });
    expect(allowedCount(take, "198.51.100.7", 3)).toBe(3);
    advance(15_500);
    expect(take("198.51.100.7")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    advance(44_499);
    expect(take("198.51.100.7")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(1);
    expect(take("198.51.100.7")).toMatchObject({ allowed: true });
  });

  it("counts the addresses of one IPv6 /64 together and two /64s apart", () => {
    const { take } = limiterAt({ limit: 2, windowMs: 60_000 });
    expect(take("2001:db8:1:2::1").allowed).toBe(true);
    expect(take("2001:db8:1:2:aaaa::9").allowed).toBe(true);
    expect(take("2001:db8:1:2:ffff::1").allowed).toBe(false);
    expect(take("2001:db8:1:3::1").allowed).toBe(true);
  });

  it("keeps at most maxKeys windows, dropping the oldest first", () => {
    const { take, advance } = limiterAt({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    take("192.0.2.1");
    advance(1);
    take("192.0.2.2");
    advance(1);
    take("192.0.2.3"); // drops 192.0.2.1's window
    expect(take("192.0.2.1").allowed).toBe(true);
    expect(take("192.0.2.3").allowed).toBe(false);
  });
});
