import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress, parseAddress } from "@/lib/net/ip-policy";

describe("isPublicAddress (safe-fetch address policy)", () => {
  it.each(["8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700:4700::1111", "2001:4860:4860::8888"])(
    "accepts the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ["127.0.0.1", "loopback"],
    ["127.1.2.3", "loopback /8"],
    ["10.0.0.1", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.254", "private 172.16/12 upper end"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local cloud metadata"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["192.0.2.1", "documentation (reserved)"],
    ["240.0.0.1", "reserved class E"],
    ["198.18.0.1", "benchmarking"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with zone"],
    ["fc00::1", "IPv6 unique local"],
    ["fd12:3456::1", "IPv6 unique local fd00::/8"],
    ["ff02::1", "IPv6 multicast"],
    ["2001:db8::1", "IPv6 documentation"],
    ["2002:0a00:0001::1", "6to4"],
    ["2001:0:4136:e378::1", "teredo"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback in hex"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["::10.0.0.1", "IPv4-compatible private"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it("treats an IPv4-mapped public address like the IPv4 address", () => {
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
  });

  it.each(["", "example.com", "2130706433", "0x7f.1", "127.1", "[::1]", "1.2.3.4.5"])(
    "refuses %j, which is not a plain IP address",
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );
});

describe("isLoopbackAddress (test-only loopback allowance)", () => {
  it("accepts 127.0.0.0/8 and ::1", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("127.255.0.9")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
  });
  it("never covers private or link-local ranges", () => {
    for (const address of ["10.0.0.1", "192.168.0.1", "169.254.169.254", "fc00::1", "0.0.0.0"]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe("parseAddress", () => {
  it("unwraps IPv4-mapped IPv6 to IPv4", () => {
    expect(parseAddress("::ffff:127.0.0.1")?.toString()).toBe("127.0.0.1");
  });
  it("returns null for a hostname", () => {
    expect(parseAddress("localhost")).toBeNull();
  });
});
