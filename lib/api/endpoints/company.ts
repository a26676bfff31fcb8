import { API_ROOT } from "@/lib/routes";
import { z } from "zod";
import { getCompanyRecord } from "@/lib/queries/company-detail";
import { renamedCompany } from "@/lib/queries/exists";
import { getFundingRounds } from "@/lib/queries/funding-rounds";
import { getSimilarCompanies } from "@/lib/queries/similar-companies";
import { getValuations } from "@/lib/queries/valuations";
import type { Endpoint } from "../endpoint";
import { parseParams } from "../params";
import { notFound } from "../problem";
import { companySchema } from "../schemas";
import { companyDetail } from "../shape";

// GET /api/v1/companies/{shortname} - one published company with everything its page shows

const MAX_SHORTNAME = 200;

export const companyEndpoint: Endpoint<{ shortname: string }> = {
  path: `${API_ROOT}/companies/{shortname}`,
  operationId: "getCompany",
  summary: "Get a company",
  description:
    "A published company with its websites, people and roles, projects, tags, socials, valuations, funding rounds and similar companies, in the company JSON shape of the batch upload, and the GitHub figures of its projects' repositories and of the company, each with the day it is as of (an upload ignores them). A former shortname answers 308 to the current one.",
  pathParams: [
    {
      name: "shortname",
      description: "The company's shortname, as in its page's URL.",
      schema: z.string().max(MAX_SHORTNAME),
    },
  ],
  params: [],
  response: companySchema,
  subject: "company",
  exampleRequest: "/api/v1/companies/example-data",
  async handle(_request, url, { shortname }) {
    parseParams(url, []);
    const company = shortname.length <= MAX_SHORTNAME ? await getCompanyRecord(shortname) : null;
    if (!company) {
      // A former shortname of a published company moves to its current one (read from the set
      // the proxy keeps, no query); an unpublished company's stays unknown.
      const renamed = await renamedCompany(shortname);
      if (renamed?.shown) {
        return { movedTo: `${API_ROOT}/companies/${encodeURIComponent(renamed.shortname)}` };
      }
      throw notFound(
        `No published company has the shortname "${shortname.slice(0, MAX_SHORTNAME)}".`,
      );
    }
    const [valuations, rounds, similar] = await Promise.all([
      getValuations(company.id),
      getFundingRounds(company.id),
      getSimilarCompanies(company),
    ]);
    return { data: companySchema.parse(companyDetail(company, valuations, rounds, similar)) };
  },
};
