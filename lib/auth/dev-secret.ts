import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const FILE_NAME = "auth-secret";
// Read once per process and directory: the file never changes once made.
const known = new Map<string, string>();

/**
 * The secret that signs the development sign-in's tokens when NEXTAUTH_SECRET is unset:
 * random, made once and kept in the data directory (readable by its owner only), so that it is
 * never a value anyone could read in the code.
 */
export function devAuthSecret(dataDir: string): string {
  const file = path.resolve(dataDir, FILE_NAME);
  let secret = known.get(file);
  if (!secret) {
    secret = readSecret(file) ?? createSecret(file);
    known.set(file, secret);
  }
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    if (!secret) throw new Error(`${file} is empty: delete it to make a new secret`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

// Written whole under a temporary name, then linked into place: two processes starting at once
// agree on the first one's secret, and none reads a half-written file.
function createSecret(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
  return readSecret(file)!;
}
