import "server-only";
import type { Endpoint } from "@/lib/api/endpoint";
import type { ApiAnswer } from "@/lib/api/route";
import { siteUrl } from "@/lib/site-url";

type Query = Record<string, string | number | undefined>;

/**
 * What an endpoint of the API answers for these path parameters and query: the same handler
 * its route calls (a refusal is thrown as its ApiProblem), so a tool and the API agree.
 */
export function askApi<P extends Record<string, string>>(
  endpoint: Endpoint<P>,
  params: P,
  query: Query = {},
): Promise<ApiAnswer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name]),
  );
  const url = new URL(path, siteUrl());
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return endpoint.handle(new Request(url), url, params);
}

/** The data of a list endpoint's page: its rows. */
export async function askApiRows<T>(endpoint: Endpoint, query: Query): Promise<T[]> {
  const answer = await askApi(endpoint, {}, query);
  if (!("data" in answer)) throw new Error(`${endpoint.path} answered a redirect`);
  return (answer.data as { data: T[] }).data;
}
