import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signCursor } from "@/lib/api/cursor";
import { useApiSecret } from "./api-fixtures";
import {
  expectCursorRefused,
  LIST_QUERIES,
  payloadOf,
  secondPageCursor,
  unsignedCursor,
  useErrorLog,
  shareSeededDatabase,
} from "./cursor-lists";

// The edited cursors reviews have found (tests/fixtures/review-corpus/cursors.json), each a 400
// naming `cursor` and no error logged. An entry names its list by `path` (the companies when
// left out) and `sort`, and holds either a `raw` cursor, sent as it is, or a `payload`, sent
// signed with the server's key, so that only the checks of its values can refuse it, and as
// the unsigned JSON cursors once were. A payload without `q` is given its list's.

const entrySchema = z
  .object({
    path: z.string().default("/api/v1/companies"),
    sort: z.string().optional(),
    payload: z.unknown().optional(),
    raw: z.string().optional(),
    why: z.string().min(1),
  })
  .refine((entry) => (entry.payload === undefined) !== (entry.raw === undefined), {
    message: "an entry holds a payload or a raw cursor",
  });

const CORPUS = z
  .array(entrySchema)
  .parse(JSON.parse(fs.readFileSync("tests/fixtures/review-corpus/cursors.json", "utf8")));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

describe("the review corpus of edited cursors", () => {
  shareSeededDatabase();
  useApiSecret();
  const logged = useErrorLog();

  it.each(CORPUS.map((entry) => [entry.why, entry] as const))("refuses %s", async (_, entry) => {
    const query = entry.sort ? `sort=${entry.sort}` : "";
    const list = LIST_QUERIES.find((each) => each.path === entry.path && each.query === query);
    expect(list, `a list ${entry.path}?${query}`).toBeDefined();
    if (entry.raw !== undefined) {
      await expectCursorRefused(list!, entry.raw);
    } else {
      const { q } = payloadOf(await secondPageCursor(list!));
      const ofList = isObject(entry.payload) && !("q" in entry.payload);
      const payload = ofList ? { q, ...(entry.payload as object) } : entry.payload;
      const signed = await expectCursorRefused(list!, signCursor(payload));
      if (ofList) expect(signed.detail).toBe("The cursor is malformed.");
      await expectCursorRefused(list!, unsignedCursor(payload));
    }
    expect(logged()).not.toHaveBeenCalled();
  });
});
