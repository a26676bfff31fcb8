import { describe, expect, it } from "vitest";
import { createKnownHosts } from "@/lib/favicon/known-hosts";

// Known hosts over a loader the test controls, on a clock it moves by hand.
function knownHostsOf(loads: Array<Set<string> | Error>) {
  let clock = 0;
  let calls = 0;
  const storedHostname = createKnownHosts({
    load: async () => {
      const next = loads[Math.min(calls++, loads.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
    maxAgeMs: 300_000,
    missReloadMs: 60_000,
    now: () => clock,
  });
  return { storedHostname, advance: (ms: number) => (clock += ms), calls: () => calls };
}

describe("createKnownHosts (which hosts the favicon route may fetch)", () => {
  it("answers the hostname as stored: the host itself or its www. form, never the reverse", async () => {
    const { storedHostname } = knownHostsOf([new Set(["www.acme.example", "news.example"])]);
    expect(await storedHostname("acme.example")).toBe("www.acme.example");
    expect(await storedHostname("www.acme.example")).toBe("www.acme.example");
    expect(await storedHostname("news.example")).toBe("news.example");
    expect(await storedHostname("www.news.example")).toBeNull();
    expect(await storedHostname("cdn.acme.example")).toBeNull();
  });

  it("loads once for concurrent first requests", async () => {
    const { storedHostname, calls } = knownHostsOf([new Set(["acme.example"])]);
    await Promise.all([storedHostname("acme.example"), storedHostname("other.example")]);
    expect(calls()).toBe(1);
  });

  it("keeps the previous hosts when a reload fails, and retries no sooner than a miss allows", async () => {
    const { storedHostname, advance, calls } = knownHostsOf([
      new Set(["acme.example"]),
      new Error("database down"),
      new Set(["acme.example", "newco.example"]),
    ]);
    expect(await storedHostname("acme.example")).toBe("acme.example");
    advance(300_000);
    expect(await storedHostname("acme.example")).toBe("acme.example");
    expect(calls()).toBe(2);
    expect(await storedHostname("newco.example")).toBeNull();
    expect(calls()).toBe(2);
    advance(60_000);
    expect(await storedHostname("newco.example")).toBe("newco.example");
    expect(calls()).toBe(3);
  });
});
