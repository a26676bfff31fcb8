import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SHORTLINK_MISSING, createShortlink } from "@/lib/admin/social/create-shortlink";
import { postToX } from "@/lib/admin/social/post-to-x";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";
import { useFreshDatabase } from "./databases";

let remote: LocalServer;
const json = (status: number, body: unknown) => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  remote = await startLocalServer({
    "/posted": json(200, { url: "https://x.com/coss/status/1" }),
    "/html": { status: 200, headers: { "content-type": "text/html" }, body: "<html>ok</html>" },
    "/busy": { status: 429, body: "slow down" },
    "/silent": () => undefined, // never answers
    "/dub-ok/links": json(200, { shortLink: "https://dub.sh/abc" }),
    "/dub-500/links": json(500, {
      error: { code: "internal_server_error", message: "Dub is down" },
    }),
    "/dub-429/links": { status: 429, body: "Too many requests" },
    "/dub-silent/links": () => undefined,
  });
});
afterAll(() => remote.close());

describe("posting to X and Dub shortlinks", () => {
  const database = useFreshDatabase("pglite");
  beforeEach(async () => {
    useDatabase(database());
    vi.stubEnv("SAFE_FETCH_ALLOW_LOOPBACK", "true");
    vi.stubEnv("DUB_API_KEY", "");
    await database()
      .db.insert(t.organization)
      .values([
        { name: "Acme", shortname: "acme", published: true },
        { name: "Hidden", shortname: "hidden", published: false },
      ]);
  });
  const posts = () =>
    database().db.select().from(t.socialMediaPosts).orderBy(asc(t.socialMediaPosts.id));
  const post = (path: string, timeoutMs?: number) =>
    postToX(
      TEST_ADMIN,
      { shortname: "acme", content: "Hello", webhookUrl: `${remote.url}${path}` },
      timeoutMs,
    );

  it("records the post the webhook answers with, in the history too", async () => {
    expect(await post("/posted")).toMatchObject({ ok: true, message: "Successfully posted to X!" });
    expect(await posts()).toMatchObject([
      { org_shortname: "acme", url: "https://x.com/coss/status/1" },
    ]);
    const history = await database().db.select().from(t.changeHistory);
    expect(history).toMatchObject([{ entity_type: "social_post", action: "create" }]);
  });

  it("counts an answer without a post URL as posted, recording nothing", async () => {
    expect(await post("/html")).toMatchObject({ ok: true });
    expect(await posts()).toEqual([]);
  });

  it("says what went wrong, recording nothing", async () => {
    expect((await post("/busy")).message).toBe("Failed to post to X: HTTP 429 slow down");
    expect((await post("/silent", 300)).message).toMatch(
      /^Failed to post to X: timed out after 300 ms/,
    );
    const inside = await postToX(TEST_ADMIN, {
      shortname: "acme",
      content: "Hello",
      webhookUrl: "https://10.0.0.1/hook",
    });
    expect(inside.message).toMatch(/^Failed to post to X: /);
    const plain = await postToX(TEST_ADMIN, {
      shortname: "acme",
      content: "Hello",
      webhookUrl: "http://example.com/",
    });
    expect(plain.message).toBe("Failed to post to X: The webhook URL must be an https URL");
    const empty = await postToX(TEST_ADMIN, {
      shortname: "acme",
      content: " ",
      webhookUrl: remote.url,
    });
    expect(empty.message).toBe("Please enter some content to post");
    const long = await postToX(TEST_ADMIN, {
      shortname: "acme",
      content: "x".repeat(281),
      webhookUrl: remote.url,
    });
    expect(long.ok).toBe(false);
    expect(await posts()).toEqual([]);
  });

  const shortlink = (
    path: string,
    input = { shortname: "acme", apiKey: "key" },
    timeoutMs?: number,
  ) => {
    vi.stubEnv("DUB_API_URL", `${remote.url}${path}`);
    return createShortlink(TEST_ADMIN, input, timeoutMs);
  };

  it("creates a shortlink, or names Dub's error", async () => {
    expect(await shortlink("/dub-ok")).toEqual({
      ok: true,
      message: "Shortlink created successfully with custom OG image!",
      shortLink: "https://dub.sh/abc",
    });
    expect((await shortlink("/dub-500")).message).toBe("Failed to create shortlink: Dub is down");
    expect((await shortlink("/dub-429")).message).toBe(
      "Failed to create shortlink: HTTP 429 from the Dub API",
    );
    expect((await shortlink("/dub-silent", undefined, 300)).message).toMatch(
      /^Failed to create shortlink: timed out after 300 ms/,
    );
  });

  it("asks for a published organization and an API key", async () => {
    expect((await shortlink("/dub-ok", { shortname: "acme", apiKey: " " })).message).toBe(
      SHORTLINK_MISSING,
    );
    expect((await shortlink("/dub-ok", { shortname: "hidden", apiKey: "key" })).message).toBe(
      SHORTLINK_MISSING,
    );
    vi.stubEnv("DUB_API_KEY", "server-key");
    expect((await shortlink("/dub-ok", { shortname: "acme", apiKey: "" })).ok).toBe(true);
  });
});
