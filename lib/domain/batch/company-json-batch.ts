import { companyJsonSchema, type CompanyInput } from "@/lib/validation/company-json";
import { companyUpdateSchema, type CompanyUpdate } from "@/lib/validation/company-update";
import type { BatchFileCheck } from "./batch-types";
import { checkJsonItems, countMissing, parseJsonItems } from "./json-items";

/**
 * Checks a batch JSON upload of new companies (admin-area §2, §5), writing nothing. A company
 * of /data/companies.json imports as it is: its funding figure
 * (`funding_millions`, worked out from total_funding and the rounds) and GitHub figures
 * (`open_source`) are ignored.
 */
export function checkCompanyJsonFile(text: string): BatchFileCheck<CompanyInput> {
  const parsed = parseJsonItems(text, "No companies found in JSON file");
  if (!parsed.ok) return parsed;
  const checked = checkJsonItems(parsed.raw, companyJsonSchema, (item) => item.name, [
    "funding_millions",
    "open_source",
  ]);
  const missing = countMissing(parsed.raw, "name");
  if (missing > 0) checked.notes.push(`${missing} companies missing required "name" field`);
  return checked;
}

/** An update item: the shortname of the company and what to change. */
export type CompanyUpdateItem = CompanyUpdate & { shortname: string };

/** Checks a batch JSON update file (admin-area §2, §5), writing nothing. */
export function checkCompanyUpdateFile(text: string): BatchFileCheck<CompanyUpdateItem> {
  const parsed = parseJsonItems(text, "No updates found in JSON file");
  if (!parsed.ok) return parsed;
  const checked = checkJsonItems(parsed.raw, companyUpdateSchema, (item) => item.shortname);
  const missing = countMissing(parsed.raw, "shortname");
  checked.items.forEach((item, index) => {
    if (countMissing([parsed.raw[index]], "shortname") === 0) return;
    const { unit, number } = item;
    item.problems.push({ unit, number, field: "shortname", message: "is required" });
    item.value = null;
  });
  if (missing > 0) checked.notes.push(`${missing} updates missing required "shortname" field`);
  return checked as BatchFileCheck<CompanyUpdateItem>;
}
