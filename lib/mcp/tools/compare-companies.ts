import "server-only";
import { z } from "zod";
import { companyPageUrl } from "@/lib/api/shape";
import { readComparison } from "@/lib/compare/read-comparison";
import { COMPARE_PARAM, MAX_COMPARED } from "@/lib/domain/compare-list";
import { pageUrl } from "@/lib/site-url";
import { defineTool, ToolRefusal } from "../tool";
import { shortnameArgument } from "./arguments";

// compare_companies: the comparison page's one read (/compare?c=...), with its rules: only
// published companies, a former shortname stands for the current one, each company once.

export const compareCompaniesTool = defineTool({
  name: "compare_companies",
  title: "Compare companies",
  description: `2 to ${MAX_COMPARED} published companies side by side, as the site's comparison page shows them: founding year, city, funding figure (funding_millions) and rounds, latest valuation, key people, tags (licences among them), open-source projects with their GitHub figures, and the last 12 months' headlines. \`url\` is the comparison's page; each company's \`url\` its own page.`,
  inputSchema: z
    .object({
      shortnames: z
        .array(shortnameArgument)
        .min(2)
        .max(MAX_COMPARED)
        .describe(`The companies' shortnames, 2 to ${MAX_COMPARED}.`),
    })
    .strict(),
  async run({ shortnames }) {
    const query = new URLSearchParams({ [COMPARE_PARAM]: shortnames.join(",") });
    const comparison = await readComparison(query.toString());
    if (comparison.notFound.length > 0) {
      const names = comparison.notFound.map((name) => `"${name}"`).join(", ");
      throw new ToolRefusal(`No published company has the shortname ${names}.`);
    }
    if (comparison.companies.length < 2) {
      throw new ToolRefusal("Name at least two different companies to compare.");
    }
    return {
      url: pageUrl(comparison.canonicalHref),
      companies: comparison.companies.map((company) => ({
        ...company,
        url: companyPageUrl(company.shortname),
      })),
    };
  },
});
