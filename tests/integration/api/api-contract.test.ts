import { beforeEach, describe, expect, it } from "vitest";
import { useDatabase } from "@/lib/db/client";
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { companyEndpoint } from "@/lib/api/endpoints/company";
import { headlinesEndpoint } from "@/lib/api/endpoints/headlines";
import { peopleEndpoint } from "@/lib/api/endpoints/people";
import { personEndpoint } from "@/lib/api/endpoints/person";
import { tagsEndpoint } from "@/lib/api/endpoints/tags";
import { companyJsonSchema } from "@/lib/validation/company-json";
import { DRIVERS, useFreshDatabase } from "../databases";
import { caller, useApiSecret } from "./api-fixtures";
import { expectConforms } from "./contract";
import { expectBadParameter, seed } from "./contract-seed";

const LISTS = [
  { endpoint: companiesEndpoint, path: "/api/v1/companies" },
  { endpoint: peopleEndpoint, path: "/api/v1/people" },
  { endpoint: headlinesEndpoint, path: "/api/v1/headlines" },
  { endpoint: tagsEndpoint, path: "/api/v1/tags" },
] as const;

describe.each(DRIVERS.filter((d) => d.driver === "pglite"))(
  "the API's contract on $name",
  ({ driver }) => {
    const database = useFreshDatabase(driver);
    useApiSecret();
    let seeded: Awaited<ReturnType<typeof seed>>;
    beforeEach(async () => {
      useDatabase(database());
      seeded = await seed(database().db);
    });

    it("answers every list with pages that match the document, and refuses bad parameters", async () => {
      for (const { endpoint, path } of LISTS) {
        const call = caller(endpoint);
        const first = await call(`${path}?limit=1`, {});
        expect(first.headers.get("access-control-allow-origin")).toBe("*");
        expect(first.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
        const page = (await expectConforms(path, first)) as {
          data: unknown[];
          next: string | null;
        };
        expect(page.data.length).toBe(1);
        if (page.next) await expectConforms(path, await call(page.next, {}));
        const etag = first.headers.get("etag")!;
        const again = await call(`${path}?limit=1`, {}, { "if-none-match": etag });
        expect(again.status).toBe(304);
        await expectConforms(path, again);

        await expectBadParameter(path, await call(`${path}?license=mit`, {}), "license");
        await expectBadParameter(path, await call(`${path}?limit=0`, {}), "limit");
        await expectBadParameter(path, await call(`${path}?limit=1000`, {}), "limit");
        await expectBadParameter(path, await call(`${path}?cursor=not-a-cursor`, {}), "cursor");
        if (page.next) {
          const cursor = new URL(page.next, "http://app").searchParams.get("cursor");
          const foreign = await call(`${path}?limit=1&q=other&cursor=${cursor}`, {});
          const problem = await expectBadParameter(path, foreign, "cursor");
          expect(problem.detail).toMatch(/another query/);
        }
      }
      const companies = caller(companiesEndpoint);
      const sort = await expectBadParameter(
        "/api/v1/companies",
        await companies("/api/v1/companies?sort=size:asc", {}),
        "sort",
      );
      expect(sort.accepted).toContain("name:asc");
      const type = await expectBadParameter(
        "/api/v1/companies",
        await companies("/api/v1/companies?type=startup", {}),
        "type",
      );
      expect(type.accepted).toBe("all, company, foundation, fund");
      const headlines = caller(headlinesEndpoint);
      await expectBadParameter(
        "/api/v1/headlines",
        await headlines("/api/v1/headlines?type=rumour", {}),
        "type",
      );
      await expectBadParameter(
        "/api/v1/headlines",
        await headlines("/api/v1/headlines?since=2025-02-30", {}),
        "since",
      );
      await expectBadParameter(
        "/api/v1/headlines",
        await headlines("/api/v1/headlines?until=0000-01-01", {}),
        "until",
      );
      await expectBadParameter(
        "/api/v1/companies",
        await companies("/api/v1/companies?tags=9999999999", {}),
        "tags",
      );
    });

    it("filters headlines by type, company and dates", async () => {
      const call = caller(headlinesEndpoint);
      const path = "/api/v1/headlines";
      const found = (await expectConforms(
        path,
        await call(
          `${path}?type=funding&company=example-data&since=2025-01-01&until=2025-12-31`,
          {},
        ),
      )) as { data: { companies: string[] }[] };
      expect(found.data.map((h) => h.companies)).toEqual([["Example Data"]]);
      const none = (await expectConforms(path, await call(`${path}?since=2025-06-01`, {}))) as {
        data: unknown[];
      };
      expect(none.data).toEqual([]);
    });

    it("answers a company with what can be uploaded back, and 404 or 308 for others", async () => {
      const call = caller(companyEndpoint);
      const path = "/api/v1/companies/{shortname}";
      const company = (await expectConforms(
        path,
        await call("/api/v1/companies/example-data", { shortname: "example-data" }),
      )) as Record<string, unknown>;
      expect(company.valuations).toEqual([
        { amount: 900, date: "2023-04-01", source_url: null },
        { amount: 2500, date: "2025-06-01", source_url: null },
      ]);
      expect(company.valuation).toEqual({ amount: 2500, date: "2025-06-01", source_url: null });
      expect(company.funding_rounds).toMatchObject([
        { amount_usd: 20_000_000, round_type: null, date: "2025-05-20" },
      ]);
      const upload = companyJsonSchema.safeParse(company);
      expect(upload.error?.issues ?? []).toEqual([]);
      expect(upload.data).toMatchObject({
        name: "Example Data",
        websites: ["https://example-data.example.com"],
      });

      const moved = await call("/api/v1/companies/old-example", { shortname: "old-example" });
      expect(moved.status).toBe(308);
      expect(moved.headers.get("location")).toBe("/api/v1/companies/example-data");
      await expectConforms(path, moved);
      const missing = await call("/api/v1/companies/nope", { shortname: "nope" });
      expect(missing.status).toBe(404);
      await expectConforms(path, missing);
      // An unpublished company's former shortname does not give away its current one.
      const hidden = await call("/api/v1/companies/old-hidden", { shortname: "old-hidden" });
      expect(hidden.status).toBe(404);
      expect(hidden.headers.get("location")).toBeNull();
      await expectBadParameter(
        path,
        await call("/api/v1/companies/example-data?x=1", { shortname: "example-data" }),
        "x",
      );
    });

    it("answers a person, and 404 or 308 for others", async () => {
      const call = caller(personEndpoint);
      const path = "/api/v1/people/{id}";
      const { id } = seeded.person;
      const person = (await expectConforms(
        path,
        await call(`/api/v1/people/${id}`, { id: String(id) }),
      )) as { name: string };
      expect(person.name).toBe("Example Data Founder");
      const moved = await call(`/api/v1/people/${id + 1000}`, { id: String(id + 1000) });
      expect(moved.status).toBe(308);
      expect(moved.headers.get("location")).toBe(`/api/v1/people/${id}`);
      for (const unknown of ["999999", "abc", "99999999999999"]) {
        const missing = await call(`/api/v1/people/${unknown}`, { id: unknown });
        expect(missing.status).toBe(404);
        await expectConforms(path, missing);
      }
    });

    it("refuses a client past its limit with 429, Retry-After and RateLimit fields", async () => {
      const call = caller(tagsEndpoint, 2);
      const allowed = await call("/api/v1/tags", {});
      expect(allowed.headers.get("ratelimit")).toMatch(/^"api";r=1;t=\d+$/);
      expect(allowed.headers.get("ratelimit-policy")).toBe('"api";q=600;w=60');
      await call("/api/v1/tags", {});
      const refused = await call("/api/v1/tags", {});
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await expectConforms("/api/v1/tags", refused);
      // Another address of the same IPv6 /64 shares the limit; another /64 does not.
      const v6 = caller(tagsEndpoint, 1);
      expect((await v6("/api/v1/tags", {}, { "x-forwarded-for": "2001:db8:1:2::1" })).status).toBe(
        200,
      );
      expect((await v6("/api/v1/tags", {}, { "x-forwarded-for": "2001:db8:1:2::ff" })).status).toBe(
        429,
      );
      expect((await v6("/api/v1/tags", {}, { "x-forwarded-for": "2001:db8:1:3::1" })).status).toBe(
        200,
      );
    });
  },
);
