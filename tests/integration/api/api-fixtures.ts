// Shared by the API's integration tests: the endpoints as their routes serve them, over the
// test's database, each call from its own client address unless told otherwise.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, vi } from "vitest";
import { createCompany } from "@/lib/companies/create-company";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Endpoint } from "@/lib/api/endpoint";
import { API_RATE_LIMIT } from "@/lib/api/rate-limit";
import { apiRoute } from "@/lib/api/route";
import { createRateLimiter } from "@/lib/http/rate-limiter";
import { companyFixture } from "../../fixtures/company";

export type Call = (path: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

/** The auth secret during each test, so that cursors are not signed with the data directory's. */
export const API_TEST_SECRET = "api-test-secret";

/** Sets NEXTAUTH_SECRET to API_TEST_SECRET for each test of the suite. */
export function useApiSecret() {
  beforeEach(() => {
    vi.stubEnv("NEXTAUTH_SECRET", API_TEST_SECRET);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}

/** Calls `endpoint` as its route does; `params` are the route's path parameters. */
export function caller<P>(endpoint: Endpoint<P>, limit = API_RATE_LIMIT.limit) {
  const limiter = createRateLimiter({ ...API_RATE_LIMIT, limit });
  const route = apiRoute(endpoint.handle, { take: async (address) => limiter.take(address) });
  return (path: string, params: P, headers: Record<string, string> = {}) =>
    route(
      new Request(`http://app${path}`, {
        headers: { "x-forwarded-for": "198.51.100.7", ...headers },
      }),
      { params: Promise.resolve(params) },
    );
}

/** A published company named `name`, with `tags` (technology) and an update time. */
export async function addCompany(
  db: Db,
  name: string,
  {
    tags = [] as string[],
    published = true,
    updated = new Date(),
    funding = undefined as string | undefined,
  } = {},
) {
  await createCompany(
    db,
    companyFixture({
      name,
      published,
      total_funding: funding,
      key_people: [{ name: `${name} Founder`, role: "CEO", is_founder: true }],
      websites: [`https://${name.toLowerCase().replaceAll(" ", "-")}.example.com`],
      tags: tags.map((tag) => ({ category: "technology", name: tag })),
      valuation: undefined,
    }),
  );
  const [row] = await db
    .update(t.organization)
    .set({ date_updated: updated })
    .where(eq(t.organization.name, name))
    .returning({ id: t.organization.id, shortname: t.organization.shortname });
  return row;
}
