import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { APP_PORT } from "./servers";

// The production server (server.mjs) keeps a 10-second copy of each cached page in the encoding
// Next answered it with: a client that does not accept that encoding must never get it. A
// cached page's ETag is the SHA-1 of its HTML (scripts/patch-next.mjs).

type Raw = { encoding: string; body: Buffer };

function get(path: string, acceptEncoding: string | null): Promise<Raw> {
  const headers = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: APP_PORT, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            encoding: String(response.headers["content-encoding"] ?? "identity"),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

const decode = ({ encoding, body }: Raw) =>
  encoding === "gzip"
    ? zlib.gunzipSync(body)
    : encoding === "deflate"
      ? zlib.inflateSync(body)
      : body;

const SEQUENCES = [
  { path: "/", first: "deflate", then: "identity", accepted: ["identity"] },
  { path: "/", first: "deflate", then: null, accepted: ["identity"] },
  {
    path: "/organizations",
    first: "gzip;q=0, deflate",
    then: "gzip",
    accepted: ["gzip", "identity"],
  },
  { path: "/about", first: "gzip", then: "deflate, gzip;q=0", accepted: ["deflate", "identity"] },
];

test("a page kept in one encoding is never served to a client that refuses it", async () => {
  for (const { path, first, then, accepted } of SEQUENCES) {
    await get(path, first);
    const answer = await get(path, then);
    const what = `${path}: ${first} then ${then ?? "no Accept-Encoding"}`;
    expect(accepted, what).toContain(answer.encoding);
    expect(decode(answer).toString(), what).toContain("</html>");
  }
});

test("a cached page's ETag is the SHA-1 of its HTML, and a client holding it gets 304", async ({
  request,
}) => {
  const page = await request.get("/organizations/supabase", {
    headers: { "accept-encoding": "identity" },
  });
  const html = await page.body();
  const sha1 = createHash("sha1").update(html).digest("base64url");
  expect(page.headers()["etag"]).toBe(`"${sha1}"`);
  const again = await request.get("/organizations/supabase", {
    headers: { "if-none-match": `"${sha1}"` },
  });
  expect(again.status()).toBe(304);
});
