import type { CompanyInput } from "@/lib/validation/company-json";

// Row ids, the shortname and the valuation rows are the database's own: the upload shape has
// none of them (its `valuation` is the current one).
const NOT_UPLOADED = new Set(["person_id", "project_id", "id", "shortname", "valuations"]);

/** A loaded company in the batch upload's JSON shape: what an import into another site takes. */
export function uploadShape(record: CompanyInput & { shortname?: string }): CompanyInput {
  const json = JSON.stringify(record, (key, value) => (NOT_UPLOADED.has(key) ? undefined : value));
  return JSON.parse(json);
}
