import { asc } from "drizzle-orm";
import { ogImagePath } from "@/lib/domain/og-image";
import { DEFAULT_OG_TEMPLATE } from "@/lib/domain/og-template";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SHORTLINK_MISSING, createShortlink } from "@/lib/admin/social/create-shortlink";
import { postToX } from "@/lib/admin/social/post-to-x";
import { useDatabase } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { TEST_ADMIN } from "../fixtures/admin";
import { startLocalServer, type LocalServer } from "../fixtures/local-server";
import { readPng } from "../fixtures/png";
import { useFreshDatabase } from "./databases";

let remote: LocalServer;
// What the Dub stand-in of /dub-seen was last sent.
let dubReceived: Record<string, unknown> = {};
// Text a remote side answers with, which must never reach what the curator reads.
const MARKER = "remote-body-marker-7f3a";
const json = (status: number, body: unknown) => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  remote = await startLocalServer({
    "/posted": json(200, { url: "https://x.com/coss/status/1" }),
    "/html": { status: 200, headers: { "content-type": "text/html" }, body: "<html>ok</html>" },
    "/busy": { status: 429, body: `slow down ${MARKER}` },
    "/broken": json(500, { error: MARKER, detail: `<html>${MARKER}</html>` }),
    "/silent": () => undefined, // never answers
    "/dub-ok/links": json(200, { shortLink: "https://dub.sh/abc" }),
    "/dub-500/links": json(500, {
      error: { code: "internal_server_error", message: `Dub is down ${MARKER}` },
    }),
    "/dub-409/links": json(409, { error: { code: `conflict ${MARKER}`, message: MARKER } }),
    "/dub-429/links": { status: 429, body: `Too many requests ${MARKER}` },
    "/dub-silent/links": () => undefined,
    "/dub-seen/links": (request, response) => {
      let text = "";
      request.on("data", (chunk) => (text += chunk));
      request.on("end", () => {
        dubReceived = JSON.parse(text) as Record<string, unknown>;
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ shortLink: "https://dub.sh/seen" }));
      });
    },
    "/dub-422/links": json(422, {
      error: { code: "unprocessable_entity", message: `image unreachable ${MARKER}` },
    }),
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
    expect((await post("/busy")).message).toBe(
      "Failed to post to X: the webhook answered HTTP 429 Too Many Requests",
    );
    expect((await post("/broken")).message).toBe(
      "Failed to post to X: the webhook answered HTTP 500 Internal Server Error",
    );
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
    template = DEFAULT_OG_TEMPLATE,
  ) => {
    vi.stubEnv("DUB_API_URL", `${remote.url}${path}`);
    return createShortlink(TEST_ADMIN, { ...input, template }, timeoutMs);
  };
  const images = () => database().db.select().from(t.ogImage);

  it("gives Dub the card as designed, stored and recorded with the link", async () => {
    vi.stubEnv("NEXTAUTH_URL", "http://localhost:4987");
    const template = { ...DEFAULT_OG_TEMPLATE, background_color: "#12AB34" };
    expect(await shortlink("/dub-seen", undefined, undefined, template)).toMatchObject({
      ok: true,
      message: "Shortlink created successfully with custom OG image!",
    });
    const [image] = await images();
    expect(readPng(Buffer.from(image.png)).topLeft).toBe("#12AB34");
    expect(image.byte_size).toBe(image.png.length);
    expect(dubReceived).toMatchObject({
      url: "http://localhost:4987/organizations/acme",
      image: `http://localhost:4987${ogImagePath(image.id)}`,
      proxy: true,
    });
    expect(image.id).toMatch(/^[0-9a-f]{64}$/);
    expect(await posts()).toMatchObject([
      { org_shortname: "acme", url: "https://dub.sh/seen", og_image_id: image.id },
    ]);
  });

  it("records no link when Dub refuses the image", async () => {
    expect((await shortlink("/dub-422")).message).toBe(
      "Failed to create shortlink: the Dub API answered HTTP 422 Unprocessable Entity (unprocessable_entity)",
    );
    expect(await posts()).toEqual([]);
    // The image stays for the cleanup (a day), which the og-images tests cover.
    expect(await images()).toHaveLength(1);
  });

  it("creates a shortlink, or names Dub's error", async () => {
    expect(await shortlink("/dub-ok")).toMatchObject({
      ok: true,
      message: "Shortlink created successfully with custom OG image!",
      shortLink: "https://dub.sh/abc",
    });
    expect((await shortlink("/dub-500")).message).toBe(
      "Failed to create shortlink: the Dub API answered HTTP 500 Internal Server Error (internal_server_error)",
    );
    // A code that is not a short code of Dub's is left out too.
    expect((await shortlink("/dub-409")).message).toBe(
      "Failed to create shortlink: the Dub API answered HTTP 409 Conflict",
    );
    expect((await shortlink("/dub-429")).message).toBe(
      "Failed to create shortlink: the Dub API answered HTTP 429 Too Many Requests",
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

  const postUntyped = (timeoutMs?: number) =>
    postToX(TEST_ADMIN, { shortname: "acme", content: "Hello", webhookUrl: " " }, timeoutMs);

  it("posts through SOCIAL_WEBHOOK_URL when no webhook URL is typed", async () => {
    vi.stubEnv("SOCIAL_WEBHOOK_URL", `${remote.url}/posted`);
    expect(await postUntyped()).toMatchObject({ ok: true, message: "Successfully posted to X!" });
    expect(await posts()).toMatchObject([{ url: "https://x.com/coss/status/1" }]);
    vi.stubEnv("SOCIAL_WEBHOOK_URL", "");
    expect((await postUntyped()).message).toBe(
      "Failed to post to X: type a webhook URL, or set SOCIAL_WEBHOOK_URL on the server",
    );
  });

  it("never tells the curator what the remote side answered, nor the webhook's path", async () => {
    vi.stubEnv("SOCIAL_WEBHOOK_URL", `${remote.url}/silent/${MARKER}`);
    const messages = [
      (await post("/busy")).message,
      (await post("/broken")).message,
      (await postUntyped(300)).message,
      (await shortlink("/dub-500")).message,
      (await shortlink("/dub-409")).message,
      (await shortlink("/dub-429")).message,
    ];
    expect(messages.filter((message) => message.includes(MARKER))).toEqual([]);
  });
});
