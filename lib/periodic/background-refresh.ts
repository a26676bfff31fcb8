import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { PublicChange } from "@/lib/admin/refresh-public-pages";
import { listenAddresses } from "@/lib/http/listen-address.mjs";

// Next refreshes cached pages only inside a request (a route handler or a server action), and
// periodic work runs outside any. So a task asks its own server, over loopback, to refresh
// them: app/api/internal/refresh-pages answers only a key made by this process, kept in its
// memory and never sent anywhere else.

export const REFRESH_PAGES_PATH = "/api/internal/refresh-pages";
export const REFRESH_KEY_HEADER = "x-refresh-key";

// On globalThis: the task and the route handler are bundled apart but run in one process.
const KEY = Symbol.for("coss-directory.refresh-key");
const holder = globalThis as typeof globalThis & { [KEY]?: string };
const processKey = () => (holder[KEY] ??= randomBytes(32).toString("base64url"));

/** Whether `given` is this process's key. */
export function isRefreshKey(given: string | null): boolean {
  const expected = Buffer.from(processKey());
  const actual = Buffer.from(given ?? "");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// This server as its own client: the first address it listens on, loopback for "every one".
function ownOrigin(): string {
  const [address] = listenAddresses();
  const host = !address || address === "0.0.0.0" ? "127.0.0.1" : address === "::" ? "::1" : address;
  const port = process.env.PORT ?? "3000";
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** Refreshes the public pages of `change` from periodic work, through this server. */
export async function refreshPublicPagesInBackground(change: PublicChange): Promise<void> {
  const response = await fetch(new URL(REFRESH_PAGES_PATH, ownOrigin()), {
    method: "POST",
    headers: { [REFRESH_KEY_HEADER]: processKey(), "content-type": "application/json" },
    body: JSON.stringify(change),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Refreshing the pages answered ${response.status}`);
}
