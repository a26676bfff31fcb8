import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FRAME_TOKEN_LIFETIME_MS,
  frameTokenAdmin,
  signFrameToken,
  verifyFrameToken,
} from "@/lib/auth/frame-token";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { useFreshDatabase } from "./databases";

const ADMIN = "admin@example.com";

function tokenFor(email: string, at = Date.now()) {
  const issued = signFrameToken(email, at);
  if (!issued) throw new Error("no secret");
  return issued.token;
}

describe("the framed headline form's token", () => {
  const database = useFreshDatabase("pglite");
  beforeEach(() => {
    useDatabase(database());
    vi.stubEnv("NEXTAUTH_SECRET", "frame-token-test-secret");
    vi.stubEnv("ADMIN_EMAILS", ADMIN);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("stands for the admin it was issued to, for its lifetime only", async () => {
    const now = Date.now();
    const token = tokenFor(ADMIN, now);
    expect(verifyFrameToken(token, now)).toMatchObject({ email: ADMIN, scope: "headline-form" });
    expect(verifyFrameToken(token, now + FRAME_TOKEN_LIFETIME_MS - 1)).not.toBeNull();
    expect(verifyFrameToken(token, now + FRAME_TOKEN_LIFETIME_MS)).toBeNull();
    expect(await frameTokenAdmin(token)).toEqual({ email: ADMIN });
  });

  it("is refused when changed, signed with another secret, out of scope or not a token", async () => {
    const token = tokenFor(ADMIN);
    const [payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = (changes: object) =>
      `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString("base64url")}.${signature}`;
    expect(verifyFrameToken(forged({ email: "other@example.com" }))).toBeNull();
    expect(verifyFrameToken(forged({ expiresAt: claims.expiresAt + 3_600_000 }))).toBeNull();
    expect(verifyFrameToken(`${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    for (const bad of ["", "x", `${payload}.`, `${token}.x`, 42, null, undefined]) {
      expect(verifyFrameToken(bad)).toBeNull();
    }
    vi.stubEnv("NEXTAUTH_SECRET", "another-secret");
    expect(verifyFrameToken(token)).toBeNull();
    expect(await frameTokenAdmin(token)).toBeNull();
  });

  it("stands for no one who is not an admin, or who signed out after it was issued", async () => {
    expect(await frameTokenAdmin(tokenFor("visitor@example.com"))).toBeNull();
    const issuedAt = Date.now() - 60_000;
    const token = tokenFor(ADMIN, issuedAt);
    expect(await frameTokenAdmin(token)).not.toBeNull();
    const { db } = database();
    await db.insert(t.adminSignOut).values({ email: ADMIN, signed_out_at: new Date() });
    expect(await frameTokenAdmin(token)).toBeNull();
    expect(await frameTokenAdmin(tokenFor(ADMIN))).toEqual({ email: ADMIN });
  });
});
