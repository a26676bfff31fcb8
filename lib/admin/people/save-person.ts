import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { syncPersonAccounts } from "@/lib/companies/person-accounts";
import { violatedConstraint } from "@/lib/db/constraint";
import { getDb, type Db } from "@/lib/db/client";
import { keyperson, organization } from "@/lib/db/schema";
import type { FieldErrors } from "@/lib/validation/field-errors";
import type { PersonInput } from "@/lib/validation/person";
import type { ActionResult } from "../action-result";
import { adminWrite, type WriteOutcome } from "../admin-write";
import { savedRecords } from "../history/record-changes";
import { unlessStale, type OpenedRow } from "../stale-check";
import { personSnapshot, readPersonRecord, type PersonRecord } from "./person-record";
import { syncCompanyLinks } from "./sync-person-links";

/** A save's answer: the saved person's id. */
export type PersonSaved = ActionResult<{ id: number }>;

export const PERSON_NOT_FOUND = "Person not found";
const FAILED = "An error occurred while saving the person; nothing was changed.";
// A company removed by someone else between choosing it and saving.
const MISSING_COMPANY_FK = "organizationkeyperson_organization_id_organization_id_fk";

/**
 * Creates (`opened` null) or updates a person with its social accounts and company links, in
 * one transaction recorded in the history (entity 'person'); refreshes the person's page and
 * the pages of every company linked before or after. An update of a person changed since the
 * editor opened it (`opened.version`) writes nothing and says who changed it and when.
 */
export async function savePerson(
  admin: AdminUser,
  opened: OpenedRow | null,
  input: PersonInput,
): Promise<PersonSaved> {
  const id = opened?.id ?? null;
  try {
    return await adminWrite(
      admin,
      unlessStale({ row: "person", opened }, (tx) => writePerson(tx, id, input)),
    );
  } catch (error) {
    if (violatedConstraint(error) === MISSING_COMPANY_FK) return missingCompanies(input);
    console.error(`Saving person ${id ?? "(new)"} failed:`, error);
    return { ok: false, message: FAILED };
  }
}

async function writePerson(
  tx: Db,
  id: number | null,
  input: PersonInput,
): Promise<WriteOutcome<PersonSaved>> {
  const before = id === null ? null : await readPersonRecord(tx, id, { lock: true });
  if (id !== null && !before) return { result: { ok: false, message: PERSON_NOT_FOUND } };
  const fields = { name: input.name, linkedin_url: input.linkedin_url };
  const personId = before
    ? await updatePersonRow(tx, before.id, fields)
    : await insertPersonRow(tx, fields);
  const base: PersonRecord = before ?? {
    id: personId,
    ...fields,
    social_accounts: [],
    companies: [],
  };
  await syncPersonAccounts(tx, [{ personId: base.id, accounts: input.social_accounts }], "exactly");
  await syncCompanyLinks(tx, base, input.companies);
  const after = (await readPersonRecord(tx, personId))!;
  const linked = [...(before?.companies ?? []), ...after.companies].map((c) => c.shortname);
  return {
    result: {
      ok: true,
      id: personId,
      message: before ? `Person "${after.name}" saved.` : `Person "${after.name}" created.`,
    },
    change: { people: [personId], companies: [...new Set(linked)] },
    history: savedRecords(
      { entityType: "person", entityId: personId, label: after.name },
      before && personSnapshot(before),
      personSnapshot(after),
    ),
  };
}

type PersonFields = Pick<PersonInput, "name" | "linkedin_url">;

async function insertPersonRow(tx: Db, fields: PersonFields): Promise<number> {
  const [row] = await tx.insert(keyperson).values(fields).returning({ id: keyperson.id });
  return row.id;
}

async function updatePersonRow(tx: Db, id: number, fields: PersonFields): Promise<number> {
  await tx.update(keyperson).set(fields).where(eq(keyperson.id, id));
  return id;
}

// Names the list items whose company is gone, once the transaction is rolled back.
async function missingCompanies(input: PersonInput): Promise<PersonSaved> {
  const db = await getDb();
  const ids = input.companies.map((company) => company.organization_id);
  const found = await db
    .select({ id: organization.id })
    .from(organization)
    .where(inArray(organization.id, ids));
  const existing = new Set(found.map((row) => row.id));
  const errors: FieldErrors = {};
  input.companies.forEach((company, index) => {
    if (!existing.has(company.organization_id)) {
      errors[`companies.${index}.organization_id`] =
        `Company ${index + 1}: this company no longer exists`;
    }
  });
  return { ok: false, message: "A chosen company no longer exists; nothing was saved.", errors };
}
