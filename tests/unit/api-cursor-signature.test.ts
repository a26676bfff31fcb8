import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeCursor, encodeCursor } from "@/lib/api/cursor";
import { ApiProblem, type Problem } from "@/lib/api/problem";

// An API cursor is signed with a key of its own, derived from the auth secret: a list reads
// only the cursors this server wrote, and no other signature made with the secret passes.

const SECRET = "cursor-test-secret";
const KEY = { value: "acme", id: 7 };
const anyKey = () => true;

/** The problem `decode` answers with. */
function refusal(decode: () => unknown): Problem {
  try {
    decode();
  } catch (error) {
    if (error instanceof ApiProblem) return error.problem;
    throw error;
  }
  throw new Error("the cursor was read");
}

const MALFORMED = { status: 400, parameter: "cursor", detail: "The cursor is malformed." };

describe("API cursors", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "coss-cursor-"));
    vi.stubEnv("NEXTAUTH_SECRET", SECRET);
    vi.stubEnv("DATA_DIR", root);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("continue after the key they were made with", () => {
    expect(decodeCursor(encodeCursor("digest", KEY), "digest", anyKey)).toEqual(KEY);
  });

  it("are refused when another secret signed them", () => {
    const cursor = encodeCursor("digest", KEY);
    vi.stubEnv("NEXTAUTH_SECRET", "another-secret");
    expect(refusal(() => decodeCursor(cursor, "digest", anyKey))).toMatchObject(MALFORMED);
  });

  it("are refused when signed with the auth secret itself, or spelled otherwise", () => {
    const [encoded, signature] = encodeCursor("digest", KEY).split(".");
    const bySecret = createHmac("sha256", SECRET).update(encoded).digest("base64url");
    const padded = Buffer.from(signature, "base64url").toString("base64");
    for (const cursor of [`${encoded}.${bySecret}`, `${encoded}.${padded}`]) {
      expect(refusal(() => decodeCursor(cursor, "digest", anyKey))).toMatchObject(MALFORMED);
    }
  });

  it("are refused, though signed, when the list cannot read their key", () => {
    const cursor = encodeCursor("digest", KEY);
    expect(refusal(() => decodeCursor(cursor, "digest", () => false))).toMatchObject(MALFORMED);
  });

  it("are refused as another query's when used with other filters", () => {
    const cursor = encodeCursor("digest", KEY);
    expect(refusal(() => decodeCursor(cursor, "other", anyKey)).detail).toMatch(/another query/);
  });

  it("are signed, without an auth secret, with one kept in the data directory", () => {
    vi.stubEnv("NEXTAUTH_SECRET", "");
    vi.stubEnv("AUTH_DEV_LOGIN", "");
    const cursor = encodeCursor("digest", KEY);
    expect(fs.existsSync(path.join(root, "auth-secret"))).toBe(true);
    expect(decodeCursor(cursor, "digest", anyKey)).toEqual(KEY);
    vi.stubEnv("DATA_DIR", path.join(root, "another-installation"));
    expect(refusal(() => decodeCursor(cursor, "digest", anyKey))).toMatchObject(MALFORMED);
  });
});
