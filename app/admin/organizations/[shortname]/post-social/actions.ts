"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { createShortlink } from "@/lib/admin/social/create-shortlink";
import { postToX } from "@/lib/admin/social/post-to-x";
import { uploadFailed } from "@/lib/admin/og/store-og-image";
import { ogTemplateSchema, templateProblem } from "@/lib/validation/og-template";

// What the page sends, cut to a length no real value reaches; the writes say what is missing.
const text = (max: number) =>
  arg(
    z
      .string()
      .catch("")
      .transform((value) => value.slice(0, max)),
    "",
  );

/** 'Post to X': sends the post through the webhook; 'Successfully posted to X!' or why not. */
export const postToXAction = adminAction(
  [text(200), text(10_000), text(2000)],
  (admin, shortname, content, webhookUrl) => postToX(admin, { shortname, content, webhookUrl }),
);

/** 'Create Shortlink': a Dub link to the company's page whose image is the card as designed. */
export const createShortlinkAction = adminAction(
  [
    text(200),
    text(500),
    arg(ogTemplateSchema, (errors) => ({
      ok: false,
      message: uploadFailed("invalid template", templateProblem(errors)),
    })),
  ],
  (admin, shortname, apiKey, template) => createShortlink(admin, { shortname, apiKey, template }),
);
