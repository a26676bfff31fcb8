import "server-only";
import { timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

// Next's draft-mode cookie holds a value each build makes anew (its prerender manifest's
// preview.previewModeId), and draftMode() is enabled only when the cookie holds it. Next does
// not give the proxy that value, so the proxy's check reads it from the build. The development
// server keeps its value in memory only: there, the admin session alone decides.
let buildValue: string | null | undefined;

function draftModeValue(): string | null {
  if (buildValue === undefined) buildValue = readBuildValue();
  return buildValue;
}

function readBuildValue(): string | null {
  try {
    const file = path.join(process.cwd(), ".next", "prerender-manifest.json");
    return JSON.parse(readFileSync(file, "utf8")).preview?.previewModeId ?? null;
  } catch {
    return null;
  }
}

/** Whether a draft-mode cookie holds this build's value: the check of draftMode().isEnabled. */
export function isDraftModeCookie(value: string | undefined): boolean {
  if (!value) return false;
  if (process.env.NODE_ENV !== "production") return true;
  const expected = draftModeValue();
  if (!expected || value.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(expected));
}
