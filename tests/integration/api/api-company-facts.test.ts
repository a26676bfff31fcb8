import { beforeEach, describe, expect, it } from "vitest";
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { createCompany } from "@/lib/companies/create-company";
import { useDatabase } from "@/lib/db/client";
import { thisYear } from "@/lib/domain/founded-years";
import { companyFixture } from "../../fixtures/company";
import { DRIVERS, useFreshDatabase } from "../databases";
import { addCompany, caller, useApiSecret } from "./api-fixtures";
import { expectConforms } from "./contract";
import { expectBadParameter } from "./contract-seed";

// GET /api/v1/companies takes the list's filters on the companies' facts: founding years,
// funding range and "has a valuation"; a value the list would drop is a 400 naming it.

const PATH = "/api/v1/companies";

describe.each(DRIVERS.filter((d) => d.driver === "pglite"))(
  "the companies API's fact filters on $name",
  ({ driver }) => {
    const database = useFreshDatabase(driver);
    useApiSecret();
    beforeEach(async () => {
      useDatabase(database());
      // Founded 2019 (the fixture's year), $5M, no valuation.
      await addCompany(database().db, "Small Data", { funding: "5M" });
      // The fixture's valuation.
      await createCompany(
        database().db,
        companyFixture({
          name: "Big Cloud",
          year_founded: 2012,
          total_funding: "300M",
          published: true,
        }),
      );
    });

    const names = async (query: string) => {
      const page = (await expectConforms(
        PATH,
        await caller(companiesEndpoint)(`${PATH}?${query}`, {}),
      )) as {
        data: { name: string }[];
      };
      return page.data.map((company) => company.name).sort();
    };

    it("selects the companies the list's facts select", async () => {
      expect(await names("funding=100m-1b")).toEqual(["Big Cloud"]);
      expect(await names("funding=under-10m")).toEqual(["Small Data"]);
      expect(await names("funding=not-disclosed")).toEqual([]);
      expect(await names("has_valuation=true")).toEqual(["Big Cloud"]);
      expect(await names("has_valuation=false")).toEqual(["Big Cloud", "Small Data"]);
      expect(await names("founded_from=2015")).toEqual(["Small Data"]);
      expect(await names("founded_from=2010&founded_to=2014")).toEqual(["Big Cloud"]);
      expect(await names(`founded_to=${thisYear()}&funding=under-10m`)).toEqual(["Small Data"]);
    });

    it("refuses years out of range, a reversed range and unknown values, naming the parameter", async () => {
      const call = caller(companiesEndpoint);
      for (const [query, parameter] of [
        ["founded_from=1799", "founded_from"],
        [`founded_to=${thisYear() + 1}`, "founded_to"],
        ["founded_from=20x0", "founded_from"],
        ["founded_from=2019&founded_to=2010", "founded_to"],
        ["funding=10M-100M", "funding"],
        ["has_valuation=yes", "has_valuation"],
      ]) {
        await expectBadParameter(PATH, await call(`${PATH}?${query}`, {}), parameter);
      }
    });
  },
);
