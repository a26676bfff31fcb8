import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authSecret } from "@/lib/auth/options";

describe("the secret of the development sign-in's tokens", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "coss-secret-"));
    vi.stubEnv("AUTH_DEV_LOGIN", "true");
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
    vi.stubEnv("NEXTAUTH_SECRET", "");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is made at random once, in the data directory, readable by its owner only", () => {
    const dataDir = path.join(root, "not-yet-made");
    vi.stubEnv("DATA_DIR", dataDir);
    const secret = authSecret();
    const file = path.join(dataDir, "auth-secret");
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(fs.readFileSync(file, "utf8")).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(authSecret()).toBe(secret);
  });

  it("differs between installations", () => {
    vi.stubEnv("DATA_DIR", path.join(root, "one"));
    const one = authSecret()!;
    vi.stubEnv("DATA_DIR", path.join(root, "two"));
    expect(authSecret()).not.toBe(one);
  });

  it("is NEXTAUTH_SECRET when set, and none without it unless the development sign-in is on", () => {
    vi.stubEnv("DATA_DIR", path.join(root, "unused"));
    vi.stubEnv("NEXTAUTH_SECRET", "operator-secret");
    expect(authSecret()).toBe("operator-secret");
    vi.stubEnv("NEXTAUTH_SECRET", "");
    vi.stubEnv("AUTH_DEV_LOGIN", "");
    expect(authSecret()).toBeUndefined();
    expect(fs.existsSync(path.join(root, "unused"))).toBe(false);
  });
});
