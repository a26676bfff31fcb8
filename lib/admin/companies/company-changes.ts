import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { Db } from "@/lib/db/client";
import type { HistoryAction } from "@/lib/domain/constants";
import { createCompanies, replaceCompany, type KeptIdentity } from "@/lib/companies/create-company";
import {
  loadCompanies,
  loadCompany,
  type CompanyRecord,
  type LoadedCompany,
} from "@/lib/companies/load-company";
import type { CompanyInput } from "@/lib/validation/company-json";
import type { HistoryRecord } from "../history/record-changes";

// The company writes every admin tool shares (editor, terminal, batch files, restore): each
// returns the history of what it did, for adminWrite to record in the same transaction.

const companyRecord = (
  id: number,
  action: HistoryAction,
  before: CompanyRecord | null,
  after: CompanyRecord | null,
): HistoryRecord => ({
  entityType: "company",
  entityId: id,
  label: after?.name ?? before?.name ?? `#${id}`,
  action,
  before,
  after,
});

/** Creates companies from `inputs` (see createCompanies) and describes each for the history, in order. */
export async function createCompaniesWithHistory(
  tx: Db,
  inputs: CompanyInput[],
  action: HistoryAction,
  identities?: KeptIdentity[],
) {
  const created = await createCompanies(tx, inputs, identities);
  const loaded = await loadCompanies(
    tx,
    created.map((company) => company.id),
  );
  return created.map((company) => {
    const after = loaded.get(company.id)!.record;
    return {
      ...company,
      name: after.name,
      history: [companyRecord(company.id, action, null, after)],
    };
  });
}

/** Creates a company from `input` and describes it for the history. */
export async function createCompanyWithHistory(tx: Db, input: CompanyInput, action: HistoryAction) {
  const [created] = await createCompaniesWithHistory(tx, [input], action);
  return created;
}

/** Makes `company` exactly `input`; history only when something changed. */
export async function replaceCompanyWithHistory(
  tx: Db,
  company: LoadedCompany,
  input: CompanyInput,
  action: HistoryAction,
) {
  await replaceCompany(tx, company.id, input, company.record);
  const after = (await loadCompany(tx, company.id))!.record;
  const changed = !isDeepStrictEqual(withoutIds(company.record), withoutIds(after));
  return {
    id: company.id,
    shortname: after.shortname,
    name: after.name,
    history: changed ? [companyRecord(company.id, action, company.record, after)] : [],
  };
}

/** The history entry of an update of `company` (as loaded before it) to `after`. */
export const updatedCompanyRecord = (company: LoadedCompany, after: CompanyRecord) =>
  companyRecord(company.id, "update", company.record, after);

/** The history entry of a deleted company. */
export const deletedCompanyRecord = (company: LoadedCompany) =>
  companyRecord(company.id, "delete", company.record, null);

// Row ids say nothing a curator changed; a save that only renumbers rows is no change.
function withoutIds(record: CompanyRecord) {
  return JSON.parse(
    JSON.stringify(record, (key, value) =>
      key === "person_id" || key === "project_id" || key === "id" ? undefined : value,
    ),
  );
}
