import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/options";
import { devAuthSecret } from "@/lib/auth/dev-secret";
import { env } from "@/lib/env";

/**
 * The key that signs the API's cursors: derived from the auth secret (or, when the server has
 * none, the one kept in the data directory, so that cursors are always signed), and of its own,
 * so that no other signature made with that secret is a cursor's.
 */
export function cursorKey(): Buffer {
  const secret = authSecret() ?? devAuthSecret(env().DATA_DIR);
  return createHmac("sha256", secret).update("coss-api-cursor").digest();
}
