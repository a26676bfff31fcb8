import "server-only";
import { eq } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import { getDb } from "@/lib/db/client";
import { organization } from "@/lib/db/schema";
import { POST_LIMIT } from "@/lib/domain/social-post-text";
import { env } from "@/lib/env";
import { httpStatusText } from "@/lib/net/http-status";
import { postJson } from "@/lib/net/post-json";
import { isHttpUrl } from "@/lib/validation/common";
import { addSocialPost } from "./social-posts";
import { refused, type ActionResult } from "../action-result";
import { outboundUrlProblem } from "./outbound-url";

const WEBHOOK_TIMEOUT_MS = 10_000;
const fail = (message: string) => refused(`Failed to post to X: ${message}`);

/**
 * Sends a post about a company to the webhook that posts to X: JSON {content, organization,
 * shortname, timestamp} through the safe fetch, to the URL typed on the page or else to
 * SOCIAL_WEBHOOK_URL. When the webhook answers the post's URL
 * ({url}), the post is recorded in social_media_posts.
 */
export async function postToX(
  admin: AdminUser,
  input: { shortname: string; content: string; webhookUrl: string },
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<ActionResult<{ postUrl?: string }>> {
  const content = input.content.trim();
  if (!content) return { ok: false, message: "Please enter some content to post" };
  if (content.length > POST_LIMIT) return fail(`the post is longer than ${POST_LIMIT} characters`);
  // A URL typed on the page, else the server's own, which never leaves the server.
  const typed = input.webhookUrl.trim();
  const webhookUrl = typed || env().SOCIAL_WEBHOOK_URL;
  if (!webhookUrl) return fail("type a webhook URL, or set SOCIAL_WEBHOOK_URL on the server");
  const urlProblem = outboundUrlProblem(
    webhookUrl,
    typed ? "The webhook URL" : "SOCIAL_WEBHOOK_URL",
  );
  if (urlProblem) return fail(urlProblem);
  const db = await getDb();
  const [company] = await db
    .select({ name: organization.name, shortname: organization.shortname })
    .from(organization)
    .where(eq(organization.shortname, input.shortname));
  if (!company) return { ok: false, message: "Organization not found" };

  const post = {
    content,
    organization: company.name,
    shortname: company.shortname,
    timestamp: new Date().toISOString(),
  };
  const answer = await postJson(webhookUrl, post, { timeoutMs, maxBytes: 64 * 1024 });
  if ("failure" in answer) return fail(answer.failure);
  // The status only: the webhook's own words stay out of what the curator reads.
  if (!answer.ok) return fail(`the webhook answered ${httpStatusText(answer.status)}`);
  const postUrl = postUrlOf(answer.json);
  if (postUrl) await addSocialPost(admin, { shortname: company.shortname, url: postUrl });
  return { ok: true, message: "Successfully posted to X!", postUrl: postUrl ?? undefined };
}

// The webhook may answer the post's address as {url}; anything else is a plain success.
function postUrlOf(json: unknown): string | null {
  const url = (json as { url?: unknown } | null)?.url;
  return typeof url === "string" && isHttpUrl(url) ? url : null;
}
