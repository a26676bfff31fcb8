"use server";

import { asAdmin } from "@/lib/admin/admin-action";
import { createShortlink, type ShortlinkResult } from "@/lib/admin/social/create-shortlink";
import { postToX, type PostResult } from "@/lib/admin/social/post-to-x";

const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.slice(0, max) : "";

/** 'Post to X': sends the post through the webhook; 'Successfully posted to X!' or why not. */
export async function postToXAction(
  shortname: unknown,
  content: unknown,
  webhookUrl: unknown,
): Promise<PostResult> {
  return asAdmin<PostResult>((admin) =>
    postToX(admin, {
      shortname: text(shortname, 200),
      content: text(content, 10_000),
      webhookUrl: text(webhookUrl, 2000),
    }),
  );
}

/** 'Create Shortlink': a Dub link to the company's page with its card as image. */
export async function createShortlinkAction(
  shortname: unknown,
  apiKey: unknown,
): Promise<ShortlinkResult> {
  return asAdmin<ShortlinkResult>((admin) =>
    createShortlink(admin, { shortname: text(shortname, 200), apiKey: text(apiKey, 500) }),
  );
}
