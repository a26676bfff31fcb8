// Shared by the edited-cursor tests: every list of the API in each of its sorts, data that gives
// each a second page, and cursors in the server's form, signed with a key of the test's choice.
import { createHmac } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from "vitest";
import type { z } from "zod";
import type { Endpoint } from "@/lib/api/endpoint";
import { ENDPOINTS } from "@/lib/api/endpoints";
import { useDatabase, type Database, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { freshDatabase } from "../databases";
import { addCompany, caller, type Call } from "./api-fixtures";
import { expectBadParameter } from "./contract-seed";

export type ListQuery = { name: string; endpoint: Endpoint; path: string; query: string };

/** Every endpoint that takes a cursor, once per sort it offers (the registry holds handlers). */
export const LIST_QUERIES: ListQuery[] = ENDPOINTS.filter((spec) =>
  spec.params.some((param) => param.name === "cursor"),
).flatMap((spec) => {
  const sort = spec.params.find((param) => param.name === "sort");
  const sorts = sort ? (sort.schema as z.ZodEnum).options.map((value) => `sort=${value}`) : [""];
  return sorts.map((query) => ({
    name: query ? `${spec.path}?${query}` : spec.path,
    endpoint: spec as Endpoint,
    path: spec.path,
    query,
  }));
});

/** Three published companies with all that their lists sort by, a headline each, shared tags. */
export async function seedSecondPages(db: Db) {
  for (const [index, name] of ["Acme Data", "Bolt Data", "Cobalt Data"].entries()) {
    const company = await addCompany(db, name, {
      tags: ["Database", "Streaming"],
      funding: `${(index + 1) * 10}M`,
    });
    await db.insert(t.organizationvaluation).values({
      organization_id: company.id,
      valuation_amount: (index + 1) * 100,
      valuation_date: "2025-01-01",
    });
    const [headline] = await db
      .insert(t.headline)
      .values({
        headline_type: "funding",
        headline_date: `2025-0${index + 1}-15`,
        url: `https://news.example.com/${index}`,
        description: `${name} raises money`,
      })
      .returning({ id: t.headline.id });
    await db
      .insert(t.headlineorganization)
      .values({ headline_id: headline.id, organization_id: company.id });
  }
}

/** One database seeded by seedSecondPages for the whole suite, whose tests only read. */
export function shareSeededDatabase() {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    useDatabase(database);
    await seedSecondPages(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
}

/** console.error during each test, watched (and still printed), for tests that expect none. */
export function useErrorLog() {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error");
  });
  afterEach(() => {
    logged.mockRestore();
  });
  return () => logged;
}

/** `list`'s URL with `extra` parameters added. */
export function listUrl({ path, query }: ListQuery, extra: string) {
  return `${path}?${[query, extra].filter(Boolean).join("&")}`;
}

/** The cursor of the second page of `list`, as the server writes it. */
export async function secondPageCursor(list: ListQuery) {
  const response = await callerOf(list)(listUrl(list, "limit=1"));
  const page = (await response.json()) as { next: string | null };
  expect(page.next, `${listUrl(list, "")} has a second page`).toBeTruthy();
  return new URL(page.next!, "http://app").searchParams.get("cursor")!;
}

/** A caller of `list`'s endpoint. */
export function callerOf(list: ListQuery): Call {
  const call = caller(list.endpoint);
  return (path, init) => call(path, {}, init?.headers);
}

/** What a cursor of the server's form carries (base64url JSON, a dot, a signature). */
export function payloadOf(cursor: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(cursor.split(".")[0], "base64url").toString());
}

/** `payload` as the cursors were before they were signed: base64url JSON alone. */
export const unsignedCursor = (payload: unknown) =>
  Buffer.from(JSON.stringify(payload)).toString("base64url");

/** `payload` in the server's form, signed with `key` (any key but the server's cursor key). */
export function cursorSignedWith(key: string | Buffer, payload: unknown) {
  const encoded = unsignedCursor(payload);
  return `${encoded}.${createHmac("sha256", key).update(encoded).digest("base64url")}`;
}

/** Expects the answer to `cursor` to be a 400 naming the cursor. */
export async function expectCursorRefused(list: ListQuery, cursor: string) {
  const response = await callerOf(list)(listUrl(list, `cursor=${encodeURIComponent(cursor)}`));
  return expectBadParameter(list.path, response, "cursor");
}
