import { describe, expect, it } from "vitest";
import { httpOrigin, isInitResizeMessage, isResizeMessage } from "@/lib/domain/frame-messages";

describe("frame messages", () => {
  it("accepts a resize message with a known form type and a sane height", () => {
    expect(isResizeMessage({ type: "resize-iframe", height: 612, formType: "company" })).toBe(true);
    expect(isResizeMessage({ type: "resize-iframe", height: 410, formType: "contact" })).toBe(true);
  });

  it("rejects resize messages of the wrong shape", () => {
    for (const data of [
      null,
      "resize-iframe",
      { type: "resize-iframe", height: "600", formType: "company" },
      { type: "resize-iframe", height: -5, formType: "company" },
      { type: "resize-iframe", height: Number.POSITIVE_INFINITY, formType: "company" },
      { type: "resize-iframe", height: 50_000, formType: "company" },
      { type: "resize-iframe", height: 600, formType: "newsletter" },
      { type: "resize", height: 600, formType: "company" },
    ]) {
      expect(isResizeMessage(data)).toBe(false);
    }
  });

  it("accepts init-resize only with a known form type", () => {
    expect(isInitResizeMessage({ type: "init-resize", formType: "headline" })).toBe(true);
    expect(isInitResizeMessage({ type: "init-resize" })).toBe(false);
    expect(isInitResizeMessage({ type: "resize-iframe", formType: "headline" })).toBe(false);
  });

  it("reads the origin of http(s) URLs only", () => {
    expect(httpOrigin("https://example.com/a/b?c")).toBe("https://example.com");
    expect(httpOrigin("http://127.0.0.1:3100/submit")).toBe("http://127.0.0.1:3100");
    expect(httpOrigin("")).toBeNull();
    expect(httpOrigin(undefined)).toBeNull();
    expect(httpOrigin("file:///etc/passwd")).toBeNull();
  });
});
