import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  areTagsStale,
  tagsManifest,
} from "next/dist/server/lib/incremental-cache/tags-manifest.external";
import RedisCacheHandler from "@/lib/cache/redis-cache-handler.mjs";
import { sharedRedis } from "@/lib/redis/shared-redis.mjs";
import { hasRedis, startRedis, type RedisServer } from "../fixtures/redis-server";

// The page cache shared through a real redis-server: what one server stores, another serves;
// what one revalidates, none serves; Redis away, nothing fails and nothing stale comes back.

type Handler = InstanceType<typeof RedisCacheHandler>;

let redis: RedisServer;
let distDir: string;

function serverOf(buildId: string): Handler {
  const serverDistDir = path.join(distDir, buildId, "server");
  fs.mkdirSync(serverDistDir, { recursive: true });
  fs.writeFileSync(path.join(serverDistDir, "..", "BUILD_ID"), buildId);
  return new RedisCacheHandler({
    serverDistDir,
    fs: undefined,
    flushToDisk: false,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

const page = (html: string, tags = "_N_T_/layout,_N_T_/organizations/acme") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
  postponed: undefined,
});

const getPage = (handler: Handler, key: string) =>
  handler.get(key, { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as never);
const setPage = (handler: Handler, key: string, value: unknown) =>
  handler.set(
    key,
    value as never,
    {
      cacheControl: { revalidate: 3600, expire: undefined },
    } as never,
  );

const waitFor = async (check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const tagTime = (client: NonNullable<ReturnType<typeof sharedRedis>>["client"], tag: string) =>
  sharedRedis()!.ready() ? client.hGet("coss:build-3:tags", tag) : null;

describe.runIf(hasRedis())("the page cache on Redis", () => {
  beforeAll(async () => {
    redis = await startRedis();
    process.env.REDIS_URL = redis.url;
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "coss-cache-"));
    await waitFor(() => sharedRedis()!.ready());
  });
  afterAll(async () => {
    await sharedRedis()?.client.destroy();
    await redis.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("serves on one server what another stored, Buffers and segments intact", async () => {
    const a = serverOf("build-1");
    const b = serverOf("build-1");
    await setPage(a, "/organizations/acme", page("<p>Acme</p>"));
    const entry = await getPage(b, "/organizations/acme");
    expect(entry?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>Acme</p>" });
    const value = entry?.value as ReturnType<typeof page>;
    expect(value.rscData.toString()).toBe("rsc of <p>Acme</p>");
    expect(value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(entry?.cacheControl).toEqual({ revalidate: 3600 });
  });

  it("makes a page stale everywhere once any server refreshes one of its tags", async () => {
    const a = serverOf("build-1");
    const b = serverOf("build-1");
    const tag = "_N_T_/organizations/beta";
    await setPage(a, "/organizations/beta", page("<p>Beta</p>", tag));
    await b.revalidateTag([tag]);
    // What server a knows of it comes from Redis, not from b's record in this process.
    tagsManifest.clear();
    const entry = await getPage(a, "/organizations/beta");
    expect(entry?.value).toMatchObject({ html: "<p>Beta</p>" });
    expect(areTagsStale([tag], entry!.lastModified)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await setPage(a, "/organizations/beta", page("<p>Beta 2</p>", "_N_T_/organizations/beta"));
    const fresh = await getPage(b, "/organizations/beta");
    expect(fresh?.value).toMatchObject({ html: "<p>Beta 2</p>" });
    expect(areTagsStale([tag], fresh!.lastModified)).toBe(false);
  });

  it("never serves another build's pages", async () => {
    await setPage(serverOf("build-1"), "/about", page("<p>old</p>"));
    expect(await getPage(serverOf("build-2"), "/about")).toBeNull();
  });

  it("treats an entry it cannot read as a miss, and writes over it", async () => {
    const handler = serverOf("build-1");
    await sharedRedis()!.client.set("coss:build-1:entry:/contact", '{"lastModified":');
    expect(await getPage(handler, "/contact")).toBeNull();
    await setPage(handler, "/contact", page("<p>Contact</p>"));
    expect((await getPage(handler, "/contact"))?.value).toMatchObject({ html: "<p>Contact</p>" });
  });

  it("does not share an entry larger than its bound", async () => {
    const handler = serverOf("build-1");
    await setPage(handler, "/huge", page("x".repeat(3 * 1024 * 1024)));
    expect(await sharedRedis()!.client.exists("coss:build-1:entry:/huge")).toBe(0);
  });

  it("keeps answering while Redis is away, and sends its revalidations when it is back", async () => {
    const a = serverOf("build-3");
    await setPage(a, "/organizations/gamma", page("<p>Gamma</p>", "_N_T_/organizations/gamma"));
    await redis.stop();
    await waitFor(() => !sharedRedis()!.ready());
    await expect(getPage(a, "/people")).resolves.toBeNull();
    await expect(setPage(a, "/people", page("<p>People</p>"))).resolves.toBeUndefined();
    await a.revalidateTag("_N_T_/organizations/gamma");

    // A Redis that comes back with the old entry (a replica, a restart from disk) must not
    // serve it: the revalidation made meanwhile reaches it first.
    await redis.start();
    const client = sharedRedis()!.client;
    await waitFor(async () => (await tagTime(client, "_N_T_/organizations/gamma")) !== null);
    const stale = JSON.stringify({
      lastModified: Date.now() - 60_000,
      value: page("<p>Gamma</p>", "_N_T_/organizations/gamma"),
    });
    await client.set("coss:build-3:entry:/organizations/gamma", stale);
    tagsManifest.clear();
    const entry = await getPage(a, "/organizations/gamma");
    expect(areTagsStale(["_N_T_/organizations/gamma"], entry!.lastModified)).toBe(true);
  });
});
