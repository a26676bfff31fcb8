import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signCursor } from "@/lib/api/cursor";
import { API_TEST_SECRET, useApiSecret } from "./api-fixtures";
import {
  callerOf,
  cursorSignedWith,
  LIST_QUERIES,
  listUrl,
  payloadOf,
  secondPageCursor,
  unsignedCursor,
  useErrorLog,
  shareSeededDatabase,
} from "./cursor-lists";

// A cursor is the server's word: whatever a client makes of one, a list answers a page or a 400
// naming `cursor`, never a 500, and logs no error.

// Keys other than the server's cursor key: another server's, and other signatures made with the
// same secret (the secret itself, the key of frame tokens).
const WRONG_KEYS = [
  createHmac("sha256", "another-secret").update("coss-api-cursor").digest(),
  API_TEST_SECRET,
  createHmac("sha256", API_TEST_SECRET).update("coss-frame-token").digest(),
];

// Sort values Postgres cannot read (NUL, overflows, days that do not exist), and any others.
const hostileValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      "\u0000",
      "a\ud800",
      "1e999999",
      "1e309",
      "1e-400",
      "0e-16384",
      "NaN",
      "-Infinity",
      "2147483648",
      "0000-01-01",
      "2025-02-30",
      "2025-01-01 00:00:00+16",
    ),
  },
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc
    .date({ noInvalidDate: true })
    .map((date) => date.toISOString().replace("T", " ").replace("Z", "+00")),
  fc.jsonValue(),
);

// Mostly ids a row could have, so that the sort value is what is put to the test.
const hostileId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 2147483647 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 1.5, 2147483648, 99999999999, 2 ** 53, 1e308) },
  fc.double(),
  fc.jsonValue(),
);

/** Payloads of the cursor's shape (mostly of the right query) with any values, or anything. */
const hostilePayload = (q: string) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        q: fc.oneof({ weight: 4, arbitrary: fc.constant(q) }, fc.string()),
        v: hostileValue,
        id: hostileId,
      }),
    },
    fc.jsonValue(),
  );

/** Cursors the server did not sign: noise, bit flips of its own, and payloads under other keys. */
function forgedCursor(real: string) {
  const payload = hostilePayload(String(payloadOf(real).q));
  return fc.oneof(
    fc.string({ maxLength: 200 }),
    fc
      .tuple(fc.nat(real.length - 1), fc.nat(6))
      .map(
        ([at, bit]) =>
          real.slice(0, at) +
          String.fromCharCode(real.charCodeAt(at) ^ (1 << bit)) +
          real.slice(at + 1),
      ),
    payload.map(unsignedCursor),
    fc
      .tuple(fc.constantFrom(...WRONG_KEYS), fc.oneof(fc.constant(payloadOf(real)), payload))
      .map(([key, signed]) => cursorSignedWith(key, signed)),
  );
}

describe("edited API cursors", () => {
  shareSeededDatabase();
  useApiSecret();
  const logged = useErrorLog();

  const lists = LIST_QUERIES.map((list) => [list.name, list] as const);

  it.each(lists)("%s refuses every cursor it did not sign", async (_, list) => {
    const real = await secondPageCursor(list);
    const call = callerOf(list);
    await fc.assert(
      fc.asyncProperty(forgedCursor(real), async (cursor) => {
        const response = await call(listUrl(list, `cursor=${encodeURIComponent(cursor)}`));
        expect(response.status).toBe(400);
        expect((await response.json()).parameter).toBe("cursor");
      }),
      { numRuns: 80 },
    );
    expect(logged()).not.toHaveBeenCalled();
  });

  it.each(lists)(
    "%s answers a page or a 400 to a cursor signed over any values",
    async (_, list) => {
      const real = await secondPageCursor(list);
      const call = callerOf(list);
      await fc.assert(
        fc.asyncProperty(hostilePayload(String(payloadOf(real).q)), async (payload) => {
          logged().mockClear(); // each run (and each shrink) answers for its own log
          const response = await call(
            listUrl(list, `cursor=${encodeURIComponent(signCursor(payload))}`),
          );
          expect([200, 400]).toContain(response.status);
          if (response.status === 400) expect((await response.json()).parameter).toBe("cursor");
          expect(logged()).not.toHaveBeenCalled();
        }),
        { numRuns: 80 },
      );
    },
  );
});
