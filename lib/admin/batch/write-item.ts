import type { Db } from "@/lib/db/client";
import { CompanyInputError } from "@/lib/companies/company-input-error";
import { describeProblem } from "@/lib/validation/field-errors";
import { createCompanyWithHistory } from "../companies/company-changes";
import { updateCompanyIn } from "../companies/company-from-json";
import type { HistoryRecord } from "../history/record-changes";
import type { PlannedValue } from "./planned-item";
import { writeHeadline } from "./write-headline";

export type WrittenItem = {
  line: string;
  shortnames: string[];
  history: HistoryRecord[];
  updated: boolean;
};

/** An item that cannot be written, with the message the log shows. */
export class ItemWriteError extends Error {}

/**
 * Writes one planned item inside `tx` through the same functions as the terminal and the
 * editor (create and update from JSON) or the headline write.
 */
export async function writeItem(tx: Db, value: PlannedValue): Promise<WrittenItem> {
  try {
    switch (value.kind) {
      case "create": {
        const created = await createCompanyWithHistory(tx, value.input, "import");
        return {
          line: `✅ Created ${created.name}`,
          shortnames: [created.shortname],
          history: created.history,
          updated: false,
        };
      }
      case "update": {
        const { result, history = [] } = await updateCompanyIn(
          tx,
          value.update.shortname,
          value.update,
          "import",
        );
        if (!result.ok) throw new ItemWriteError(`Company not found: ${value.update.shortname}`);
        const warnings = result.ok ? result.warnings.map((warning) => ` ${warning}`).join("") : "";
        return {
          line: `✅ Updated ${result.shortname}${warnings}`,
          shortnames: [result.shortname],
          history,
          updated: true,
        };
      }
      case "headline": {
        const record = await writeHeadline(tx, value.headline);
        return {
          line: `✅ Imported ${record.label}`,
          shortnames: value.headline.shortnames,
          history: [record],
          updated: false,
        };
      }
    }
  } catch (error) {
    if (error instanceof CompanyInputError)
      throw new ItemWriteError(describeProblem(error.path, error.message));
    if (error instanceof ItemWriteError) throw error;
    const { cause } = error as Error;
    throw new ItemWriteError((cause instanceof Error ? cause : (error as Error)).message);
  }
}
