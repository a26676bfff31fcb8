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

/**
 * The data of a detail endpoint, following once the redirect of a renamed or merged row (its
 * new key is the last segment of the address it moved to).
 */
export async function askApiFollowingMove<K extends string>(
  endpoint: Endpoint<Record<K, string>>,
  key: K,
  value: string,
): Promise<Record<string, unknown>> {
  const paramsOf = (v: string) => ({ [key]: v }) as Record<K, string>;
  const answer = await askApi(endpoint, paramsOf(value));
  if ("data" in answer) return answer.data as Record<string, unknown>;
  const current = decodeURIComponent(answer.movedTo.split("/").pop()!);
  const moved = await askApi(endpoint, paramsOf(current));
  if (!("data" in moved)) throw new Error(`${value} moved twice`);
  return moved.data as Record<string, unknown>;
}
