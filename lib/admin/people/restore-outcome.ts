import "server-only";
import type { WriteOutcome } from "../admin-write";
import type { HistoryRecord } from "../history/record-changes";
import type { Restored } from "../history/restore-write";
import { personSnapshot, type PersonRecord } from "./person-record";

// What restoring a person answers and records, shared by its kinds (update, delete, merge).

export type Snapshot = ReturnType<typeof personSnapshot>;
export type Entry = {
  id: number;
  personId: number;
  action: string;
  before: unknown;
  after: unknown;
};
export type Outcome = WriteOutcome<Restored>;

export const refused = (message: string): Outcome => ({ result: { ok: false, message } });

export const goneNote = (gone: string[]) =>
  gone.length === 0 ? "" : ` Left out, as they no longer exist: ${gone.join(", ")}.`;

export const restoreRecord = (before: PersonRecord | null, after: PersonRecord): HistoryRecord => ({
  entityType: "person",
  entityId: after.id,
  label: after.name,
  action: "restore",
  before: before && personSnapshot(before),
  after: personSnapshot(after),
});

export function restored(
  person: PersonRecord,
  message: string,
  history: HistoryRecord[],
  alsoCompanies: string[] = [],
): Outcome {
  const people = [...new Set(history.map((record) => record.entityId))];
  const companies = [...person.companies.map((c) => c.shortname), ...alsoCompanies];
  return {
    result: { ok: true, message, href: `/admin/people/${person.id}/edit` },
    change: { people, companies: [...new Set(companies)] },
    history,
  };
}
