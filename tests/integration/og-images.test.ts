import { beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/(public)/og/[file]/route";
import { storeOgImage } from "@/lib/admin/og/store-og-image";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { ogImageId } from "@/lib/domain/og-image";
import { encodePng } from "@/lib/og/encode-png";
import { TEST_ADMIN } from "../fixtures/admin";
import { useFreshDatabase } from "./databases";

const DAY = 24 * 60 * 60 * 1000;
const png = (red: number) => encodePng(Buffer.from([red, 0, 0, 255]), 1, 1);
const fetchImage = (file: string) =>
  GET(new Request(`http://localhost/og/${file}`), { params: Promise.resolve({ file }) });

describe("stored card images", () => {
  const database = useFreshDatabase("pglite");
  let companyId = 0;
  beforeEach(async () => {
    useDatabase(database());
    const [company] = await database()
      .db.insert(t.organization)
      .values({ name: "Acme", shortname: "acme", published: true })
      .returning();
    companyId = company.id;
  });
  const store = (bytes: Buffer, now?: Date) =>
    storeOgImage(TEST_ADMIN, { png: bytes, organizationId: companyId }, now);
  const ids = async () =>
    (await database().db.select({ id: t.ogImage.id }).from(t.ogImage)).map((row) => row.id).sort();

  it("are named by their bytes' hash and served at /og/{id}.png, immutable", async () => {
    const bytes = png(200);
    expect(await store(bytes)).toEqual({ id: ogImageId(bytes) });
    expect(await store(bytes)).toEqual({ id: ogImageId(bytes) });
    expect(await ids()).toEqual([ogImageId(bytes)]);
    const response = await fetchImage(`${ogImageId(bytes)}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answer 404 for an unknown or malformed id, and for a company visitors may not see", async () => {
    const unknown = ogImageId(Buffer.from("nothing stored"));
    for (const file of [`${unknown}.png`, "abc.png", `${unknown.toUpperCase()}.png`, unknown]) {
      expect((await fetchImage(file)).status).toBe(404);
    }
    const bytes = png(10);
    await store(bytes);
    await database().db.update(t.organization).set({ published: false });
    expect((await fetchImage(`${ogImageId(bytes)}.png`)).status).toBe(404);
  });

  it("refuse what is not a PNG, or too big, storing nothing", async () => {
    expect(await store(Buffer.from("<svg/>"))).toEqual({
      ok: false,
      message: "Upload failed: not a PNG - the card's bytes do not start with the PNG signature",
    });
    const huge = Buffer.concat([png(1), Buffer.alloc(2_000_001 - png(1).length)]);
    expect(await store(huge)).toEqual({
      ok: false,
      message:
        "Upload failed: image too large - the card is 2,000,001 bytes; the limit is 2,000,000 bytes",
    });
    expect(await store(Buffer.alloc(0))).toEqual({
      ok: false,
      message: "Upload failed: empty image - the card has no bytes",
    });
    expect(await ids()).toEqual([]);
  });

  it("are removed after a day when no post or link refers to them", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const [used, unused, young] = [png(1), png(2), png(3)];
    await store(used, start);
    await store(unused, start);
    await database()
      .db.insert(t.socialMediaPosts)
      .values({ org_shortname: "acme", url: "https://dub.sh/x", og_image_id: ogImageId(used) });
    await store(young, new Date(start.getTime() + DAY));
    // A day has passed for the first two, not for the third.
    expect(await ids()).toEqual([ogImageId(used), ogImageId(unused), ogImageId(young)].sort());
    await store(young, new Date(start.getTime() + DAY + 1));
    expect(await ids()).toEqual([ogImageId(used), ogImageId(young)].sort());
  });
});
