import "server-only";
import { findNamesakes, findSamePeople } from "@/lib/companies/same-person";
import type { Db } from "@/lib/db/client";
import { describeBatchProblem, type BatchItem } from "@/lib/domain/batch/batch-types";
import type { CompanyInput } from "@/lib/validation/company-json";

/**
 * Notes on the new people of a file's companies who share a name with an existing person
 * ('Item 2, key_people.0.name: possibly the same person as David Smith (Acme)'). Only a
 * LinkedIn URL or an id makes two people one, so an import creates them; a curator may merge
 * them afterwards. Reads only.
 */
export async function namesakeNotes(db: Db, items: BatchItem<CompanyInput>[]): Promise<string[]> {
  const entries = items.flatMap((item) =>
    (item.value?.key_people ?? []).map((person, index) => ({ item, person, index })),
  );
  const same = await findSamePeople(
    db,
    entries.map((entry) => entry.person),
  );
  const created = entries.filter((_, i) => same[i] === null);
  const namesakes = await findNamesakes(
    db,
    created.map(({ person }) => person.name),
  );
  return created.flatMap(({ item, person, index }) =>
    (namesakes.get(person.name.trim().toLowerCase()) ?? []).map(({ name, company }) =>
      describeBatchProblem({
        unit: item.unit,
        number: item.number,
        field: `key_people.${index}.name`,
        message: `possibly the same person as ${name}${company ? ` (${company})` : ""}`,
      }),
    ),
  );
}
