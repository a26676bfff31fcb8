import "server-only";
import { z } from "zod";
import { companyEndpoint } from "@/lib/api/endpoints/company";
import { askApiFollowingMove } from "../ask-api";
import { defineTool } from "../tool";
import { shortnameArgument } from "./arguments";

// get_company: the API's company detail (GET /api/v1/companies/{shortname}), the same handler.

export const getCompanyTool = defineTool({
  name: "get_company",
  title: "Get a company",
  description:
    "Everything the directory holds on one published company: description, founding year, city, websites, funding figure (funding_millions, in millions of USD) and funding rounds, valuations, key people and their roles, open-source projects with their GitHub figures (stars, forks, contributors, licence, last commit), tags and similar companies. `url` is its page on the site. Find the shortname with search.",
  inputSchema: z.object({ shortname: shortnameArgument }).strict(),
  // A former shortname leads to the current one.
  run: ({ shortname }) => askApiFollowingMove(companyEndpoint, "shortname", shortname),
});
