import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { POST_LIMIT } from "@/lib/domain/social-post-text";
import { safeFetch, SafeFetchError } from "@/lib/net/safe-fetch";
import { isHttpUrl } from "@/lib/validation/common";
import { addSocialPost } from "./social-posts";
import { outboundUrlProblem } from "./outbound-url";

export type PostResult = { ok: boolean; message: string; postUrl?: string };

const WEBHOOK_TIMEOUT_MS = 10_000;
const fail = (message: string): PostResult => ({
  ok: false,
  message: `Failed to post to X: ${message}`,
});

/**
 * Sends a post about a company to the webhook that posts to X: JSON {content, organization,
 * shortname, timestamp} through the safe fetch. When the webhook answers the post's URL
 * ({url}), the post is recorded in social_media_posts.
 */
export async function postToX(
  admin: AdminUser,
  input: { shortname: string; content: string; webhookUrl: string },
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostResult> {
  const content = input.content.trim();
  if (!content) return { ok: false, message: "Please enter some content to post" };
  if (content.length > POST_LIMIT) return fail(`the post is longer than ${POST_LIMIT} characters`);
  const urlProblem = outboundUrlProblem(input.webhookUrl, "The webhook URL");
  if (urlProblem) return fail(urlProblem);
  const db = await getDb();
  const [company] = await db
    .select({ name: organization.name, shortname: organization.shortname })
    .from(organization)
    .where(eq(organization.shortname, input.shortname));
  if (!company) return { ok: false, message: "Organization not found" };

  let response;
  try {
    response = await safeFetch(input.webhookUrl.trim(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        content,
        organization: company.name,
        shortname: company.shortname,
        timestamp: new Date().toISOString(),
      }),
      accept: "application/json",
      timeoutMs,
      maxBytes: 64 * 1024,
    });
  } catch (error) {
    if (error instanceof SafeFetchError) return fail(error.reason);
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    const text = response.body.toString("utf8").replace(/\s+/g, " ").trim().slice(0, 200);
    return fail(`HTTP ${response.status}${text ? ` ${text}` : ""}`);
  }
  const postUrl = postUrlOf(response.body);
  if (postUrl) await addSocialPost(admin, { shortname: company.shortname, url: postUrl });
  return { ok: true, message: "Successfully posted to X!", postUrl: postUrl ?? undefined };
}

// The webhook may answer the post's address as {url}; anything else is a plain success.
function postUrlOf(body: Buffer): string | null {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as { url?: unknown };
    return typeof parsed?.url === "string" && isHttpUrl(parsed.url) ? parsed.url : null;
  } catch {
    return null;
  }
}
