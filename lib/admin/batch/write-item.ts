import "server-only";
import type { Db } from "@/lib/db/client";
import { Refusal } from "@/lib/validation/refusal";
import { describeProblem } from "@/lib/validation/field-errors";
import { createCompaniesWithHistory } from "../companies/company-changes";
import { updateCompanyIn } from "../companies/company-from-json";
import type { HistoryRecord } from "../history/record-changes";
import type { PlannedValue } from "./planned-item";
import { writeHeadlines } from "./write-headline";

export type WrittenItem = {
  line: string;
  shortnames: string[];
  history: HistoryRecord[];
  updated: boolean;
};

/** An item that cannot be written, with the message the log shows. */
export class ItemWriteError extends Error {}

// The values of one kind, with their places in the list.
function ofKind<K extends PlannedValue["kind"]>(values: PlannedValue[], kind: K) {
  return values.flatMap((value, index) =>
    value.kind === kind ? [{ index, value: value as Extract<PlannedValue, { kind: K }> }] : [],
  );
}

/**
 * Writes planned items inside `tx` through the same functions as the terminal and the editor
 * (create and update from JSON) or the headline write. New companies and headlines are
 * written together, set-based; updates one by one. Answers what was written, in order; an
 * error undoes nothing by itself (run it in a savepoint to undo the list).
 */
export async function writeItems(tx: Db, values: PlannedValue[]): Promise<WrittenItem[]> {
  const written: WrittenItem[] = new Array(values.length);
  const creates = ofKind(values, "create");
  const created = await createCompaniesWithHistory(
    tx,
    creates.map(({ value }) => value.input),
    "import",
  );
  creates.forEach(({ index }, i) => {
    const { name, shortname, history } = created[i];
    written[index] = {
      line: `✅ Created ${name}`,
      shortnames: [shortname],
      history,
      updated: false,
    };
  });
  const headlines = ofKind(values, "headline");
  const records = await writeHeadlines(
    tx,
    headlines.map(({ value }) => value.headline),
  );
  headlines.forEach(({ index, value }, i) => {
    written[index] = {
      line: `✅ Imported ${records[i].label}`,
      shortnames: value.headline.shortnames,
      history: [records[i]],
      updated: false,
    };
  });
  for (const { index, value } of ofKind(values, "update")) {
    const { shortname } = value.update;
    const { result, history = [] } = await updateCompanyIn(tx, shortname, value.update, "import");
    if (!result.ok) throw new ItemWriteError(`Company not found: ${shortname}`);
    const warnings = result.warnings.map((warning) => ` ${warning}`).join("");
    written[index] = {
      line: `✅ Updated ${result.shortname}${warnings}`,
      shortnames: [result.shortname],
      history,
      updated: true,
    };
  }
  return written;
}

/** Writes one planned item; any failure is an ItemWriteError with the message to log. */
export async function writeItem(tx: Db, value: PlannedValue): Promise<WrittenItem> {
  try {
    const [written] = await writeItems(tx, [value]);
    return written;
  } catch (error) {
    if (error instanceof Refusal)
      throw new ItemWriteError(describeProblem(error.field ?? "", error.message));
    if (error instanceof ItemWriteError) throw error;
    const { cause } = error as Error;
    throw new ItemWriteError((cause instanceof Error ? cause : (error as Error)).message);
  }
}
