import { describe, expect, it } from "vitest";
import { normalizeFunding, parseUsdAmount } from "@/lib/domain/batch/amounts";
import { batchSummary, failedItemLine } from "@/lib/domain/batch/batch-kinds";
import { closestNames } from "@/lib/domain/batch/closest-names";
import { decodeBatchFile } from "@/lib/domain/batch/decode-file";
import { FILE_TOO_LARGE_MESSAGE, MAX_BATCH_FILE_BYTES } from "@/lib/domain/batch/file-limit";
import {
  escapeFormulaCell,
  looksLikeFormula,
  unescapeFormulaCell,
} from "@/lib/domain/batch/formula-cells";
import { BATCH_TEMPLATES } from "@/lib/domain/batch/templates";
import {
  checkCompanyJsonFile,
  checkCompanyUpdateFile,
} from "@/lib/domain/batch/company-json-batch";
import { checkCompanyCsvFile } from "@/lib/domain/batch/companies-csv";
import { checkHeadlineCsvFile } from "@/lib/domain/batch/headlines-csv";

describe("batch file size", () => {
  it("refuses a file over 20 MB before decoding it, naming the limit", () => {
    const tooLarge = new Uint8Array(MAX_BATCH_FILE_BYTES + 1);
    expect(decodeBatchFile(tooLarge)).toEqual({ ok: false, message: FILE_TOO_LARGE_MESSAGE });
    expect(FILE_TOO_LARGE_MESSAGE).toContain("20 MB");
    expect(decodeBatchFile(new Uint8Array(MAX_BATCH_FILE_BYTES)).ok).toBe(true);
  });
});

describe("formula cells", () => {
  it("escapes cells a spreadsheet would run, and the import takes the escape off", () => {
    for (const cell of ["=1+2", "+44 20", "-x", "@SUM(A1)"]) {
      expect(escapeFormulaCell(cell)).toBe(`'${cell}`);
      expect(unescapeFormulaCell(escapeFormulaCell(cell))).toBe(cell);
    }
    expect(escapeFormulaCell("Acme")).toBe("Acme");
  });

  it("refuses formula starts but keeps a minus before a digit or a space as text", () => {
    expect(["=HYPERLINK(1)", "+1", "@x", "-cmd"].map(looksLikeFormula)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["-5", "- item", "a=b"].map(looksLikeFormula)).toEqual([false, false, false]);
  });
});

describe("amounts", () => {
  it("strips all but digits, the point and the unit from total funding", () => {
    expect(
      ["$10 million", "1.5 billion", "750K", "12", "1.2.3M", "abc"].map(normalizeFunding),
    ).toEqual(["10M", "1.5B", "750K", "12", null, null]);
  });

  it("reads headline amounts in USD", () => {
    expect(["25000000", "$25M", "1.5B", "2,500", "1e+21", "9999999B"].map(parseUsdAmount)).toEqual([
      25_000_000,
      25_000_000,
      1_500_000_000,
      2500,
      null,
      null,
    ]);
  });
});

describe("did you mean", () => {
  it("offers the closest names, nearest first", () => {
    const names = ["Supabase", "Superset", "Grafana Labs", "Acme"];
    expect(closestNames("Supabse", names)).toEqual(["Supabase"]);
    expect(closestNames("grafana", names)).toEqual(["Grafana Labs"]);
    expect(closestNames("Zzzzzz", names)).toEqual([]);
  });
});

describe("spec messages", () => {
  it("words the summaries and log lines of admin-area §8", () => {
    expect(batchSummary("companies-json", 3, 1)).toEqual([
      "Batch processing complete! ✅ 3 successful, ❌ 1 failed",
    ]);
    expect(batchSummary("company-updates", 2, 0)).toEqual([
      "Batch update complete! ✅ 2 successful, ❌ 0 failed",
    ]);
    expect(batchSummary("companies-csv", 5, 0)).toEqual(["Successfully imported 5 organizations"]);
    expect(batchSummary("headlines-csv", 4, 2)).toEqual([
      "Successfully imported 4 headlines.",
      "Failed to import 2 headlines.",
    ]);
    expect(failedItemLine("companies-json", "Acme", "boom")).toBe("❌ Error processing Acme: boom");
    expect(failedItemLine("company-updates", "acme", "boom")).toBe("❌ Error updating acme: boom");
  });
});

describe("templates", () => {
  it("pass their own checks", () => {
    const checks = [
      checkCompanyJsonFile(BATCH_TEMPLATES["companies-json"].text),
      checkCompanyUpdateFile(BATCH_TEMPLATES["company-updates"].text),
      checkCompanyCsvFile(BATCH_TEMPLATES["companies-csv"].text),
      checkHeadlineCsvFile(BATCH_TEMPLATES["headlines-csv"].text),
    ];
    for (const check of checks) {
      expect(check.ok && check.items.flatMap((item) => item.problems)).toEqual([]);
    }
  });
});
