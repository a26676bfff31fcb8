// The admin's route and server action called as Next.js serves them, without a server: the
// same work and request stores Next sets up around a request (what next/headers reads), and a
// session cookie signed as next-auth signs it. Nothing of the admin check is replaced.
// Import it first: as Next's server does, it sets up AsyncLocalStorage before Next's modules.
import "next/dist/server/node-environment-baseline";
import { vi } from "vitest";
import { encode } from "next-auth/jwt";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { createWorkStore } from "next/dist/server/async-storage/work-store";

export const SITE = "http://localhost:3000";
const SECRET = "admin-repositories-test-secret";

/** The site's sign-in settings: NEXTAUTH_URL, NEXTAUTH_SECRET, and one admin. */
export function stubSiteEnv() {
  vi.stubEnv("NEXTAUTH_URL", SITE);
  vi.stubEnv("NEXTAUTH_SECRET", SECRET);
  vi.stubEnv("ADMIN_EMAILS", "admin@example.com");
  vi.stubEnv("AUTH_DEV_LOGIN", "");
}

/** The session cookie of someone signed in as `email` just now. */
export async function sessionCookie(email: string): Promise<string> {
  const token = await encode({ token: { email, signedInAt: Date.now() }, secret: SECRET });
  return `next-auth.session-token=${token}`;
}

/** A POST to `path` from `origin` (the site's own unless told), with `cookie` if any. */
export function post(
  path: string,
  { origin = SITE, cookie }: { origin?: string; cookie?: string },
) {
  const headers: Record<string, string> = { origin, host: new URL(SITE).host };
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}${path}`, { method: "POST", headers });
}

/**
 * Runs `work` inside `request` as Next runs a route handler or a server action; answers its
 * value and the paths and tags it asked Next to refresh. There is no page cache here (Next's
 * own records what to refresh on the request, and would pass it to the cache at its end).
 */
export async function inRequest<T>(request: Request, work: () => Promise<T>) {
  const url = new URL(request.url);
  const workStore = createWorkStore({
    page: url.pathname,
    renderOpts: { experimental: {}, incrementalCache: {} },
    isPrefetchRequest: false,
    buildId: "test",
    previouslyRevalidatedTags: [],
  } as unknown as Parameters<typeof createWorkStore>[0]);
  const requestStore = createRequestStoreForAPI(
    { headers: Object.fromEntries(request.headers) } as never,
    url,
    { tags: [], expirationsByCacheKind: new Map() } as never,
    undefined,
    undefined,
    undefined,
  );
  const value = await workAsyncStorage.run(workStore, () =>
    workUnitAsyncStorage.run(requestStore, work),
  );
  // revalidatePath(path) is recorded as the tag '_N_T_' + path.
  const refreshed = (workStore.pendingRevalidatedTags ?? []).map(({ tag }) =>
    tag.replace(/^_N_T_/, ""),
  );
  return { value, refreshed };
}
