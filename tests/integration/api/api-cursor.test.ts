import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useDatabase } from "@/lib/db/client";
import { SORT_OPTIONS } from "@/lib/domain/list-state";
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { headlinesEndpoint } from "@/lib/api/endpoints/headlines";
import { peopleEndpoint } from "@/lib/api/endpoints/people";
import { tagsEndpoint } from "@/lib/api/endpoints/tags";
import * as t from "@/lib/db/schema";
import { forgetAfterWrite } from "@/lib/redis/write-news";
import { DRIVERS, useFreshDatabase } from "../databases";
import { addCompany, caller, useApiSecret } from "./api-fixtures";

// A row of any list; only tags have a company count.
type Page = {
  data: { id: number; name: string; company_count?: number }[];
  next: string | null;
  limit: number;
};

/** Every row a walk of `path` by its next links returns, calling `between` after each page. */
async function walk(
  call: (path: string) => Promise<Response>,
  path: string,
  between = async () => {},
) {
  const rows: Page["data"] = [];
  let next: string | null = path;
  for (let pages = 0; next && pages < 100; pages++) {
    const response = await call(next);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    rows.push(...page.data);
    if (page.next) expect(response.headers.get("link")).toBe(`<${page.next}>; rel="next"`);
    next = page.next;
    await between();
  }
  return rows;
}

const NAMES = ["Acme", "Bolt", "Cobalt", "Delta", "Ember", "Flux", "Gale", "Helix", "Ion"];

describe.each(DRIVERS.filter((d) => d.driver === "pglite"))(
  "API cursors on $name",
  ({ driver }) => {
    const database = useFreshDatabase(driver);
    useApiSecret();
    beforeEach(async () => {
      useDatabase(database());
      for (const [index, name] of NAMES.entries()) {
        // Two companies share each update time, so that the id alone breaks their tie.
        await addCompany(database().db, name, {
          updated: new Date(Date.UTC(2025, 0, 1 + Math.floor(index / 2))),
          funding: index % 3 === 0 ? undefined : `${index * 10}M`,
          tags: index % 2 === 0 ? ["Database"] : ["Streaming"],
        });
      }
      await addCompany(database().db, "Hidden", { published: false });
    });

    it("returns every published company exactly once in each sort, whatever the page size", async () => {
      const call = caller(companiesEndpoint);
      for (const { field, direction } of SORT_OPTIONS) {
        // Relevance orders what a query finds: here a word of every company's description.
        const sort = field === "relevance" ? "relevance&q=database" : `${field}:${direction}`;
        for (const limit of [3, 100]) {
          const rows = await walk(
            (p) => call(p, {}),
            `/api/v1/companies?sort=${sort}&limit=${limit}`,
          );
          expect(rows.map((row) => row.name).sort()).toEqual([...NAMES].sort());
        }
      }
    });

    it("keeps the list's order: by name, and most recently updated first by default", async () => {
      const call = caller(companiesEndpoint);
      const byName = await walk((p) => call(p, {}), "/api/v1/companies?sort=name:asc&limit=2");
      expect(byName.map((row) => row.name)).toEqual(NAMES);
      const newest = await walk((p) => call(p, {}), "/api/v1/companies?limit=3");
      expect(newest.map((row) => row.name).slice(0, 3)).toEqual(["Ion", "Helix", "Gale"]);
    });

    it("returns every company once while companies are added during the walk", async () => {
      const call = caller(companiesEndpoint);
      const added: string[] = [];
      const rows = await walk(
        (p) => call(p, {}),
        "/api/v1/companies?sort=name:asc&limit=2",
        async () => {
          // Names that sort before, among and after those already served.
          const name =
            ["Aardvark", "Bzz", "Cobalt Two", "Zulu"][added.length % 4] + ` ${added.length}`;
          added.push(name);
          await addCompany(database().db, name);
        },
      );
      const names = rows.map((row) => row.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of NAMES) expect(names).toContain(name);
    });

    it("filters as the public list does: by tag, type and the search engine's query", async () => {
      const call = caller(companiesEndpoint);
      const tags = await (await caller(companiesEndpoint)("/api/v1/companies?limit=1", {})).json();
      const databaseTag = (
        tags as { data: { tags: { id: number; name: string }[] }[] }
      ).data[0].tags.find((tag) => tag.name === "Database" || tag.name === "Streaming")!;
      const rows = await walk(
        (p) => call(p, {}),
        `/api/v1/companies?tags=${databaseTag.id}&limit=2`,
      );
      expect(rows.length).toBe(databaseTag.name === "Database" ? 5 : 4);
      const found = await walk((p) => call(p, {}), "/api/v1/companies?q=Cobalr&type=company");
      expect(found.map((row) => row.name)).toEqual(["Cobalt"]);
      // Its founder's name finds a company too, first: the most relevant.
      const byFounder = await walk((p) => call(p, {}), "/api/v1/companies?q=helix+founder&limit=1");
      expect(byFounder[0].name).toBe("Helix");
    });

    it("counts each tag's published companies, and counts again after a write", async () => {
      const counts = async () => {
        const tags = await walk((p) => caller(tagsEndpoint)(p, {}), "/api/v1/tags?limit=1");
        return Object.fromEntries(tags.map((tag) => [tag.name, tag.company_count]));
      };
      expect(await counts()).toEqual({ Database: 5, Streaming: 4 });
      await database()
        .db.update(t.organization)
        .set({ published: false })
        .where(eq(t.organization.name, "Acme"));
      // Until the write's news, the counts are kept; then they are read again.
      expect(await counts()).toEqual({ Database: 5, Streaming: 4 });
      forgetAfterWrite();
      expect(await counts()).toEqual({ Database: 4, Streaming: 4 });
    });

    it("walks people and headlines the same way", async () => {
      const people = await walk((p) => caller(peopleEndpoint)(p, {}), "/api/v1/people?limit=1");
      const names = people.map((row) => row.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual(NAMES.map((name) => `${name} Founder`));
      const headlines = await walk(
        (p) => caller(headlinesEndpoint)(p, {}),
        "/api/v1/headlines?limit=1",
      );
      expect(headlines).toEqual([]);
    });
  },
);
