"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { addSocialPost, deleteSocialPost } from "@/lib/admin/social/social-posts";
import { httpUrl } from "@/lib/validation/common";
import { rowIdSchema } from "@/lib/validation/row-id";

/** 'Add post': records a post made by hand about a company. */
export const addSocialPostAction = adminAction(
  [
    arg(z.string().min(1), "Choose the organization the post is about."),
    arg(
      z.string().trim().max(2000).pipe(httpUrl),
      "The post URL must be an http(s) URL, such as https://x.com/...",
    ),
  ],
  async (admin, shortname, url) => {
    const id = await addSocialPost(admin, { shortname, url });
    if (id === null) return { ok: false, message: "Organization not found" };
    revalidatePath("/admin/social/posts");
    return { ok: true, message: "Post added." };
  },
);

/** Deletes a recorded post. */
export const deleteSocialPostAction = adminAction(
  [arg(rowIdSchema, "Unknown post.")],
  async (admin, id) => {
    const deleted = await deleteSocialPost(admin, id);
    revalidatePath("/admin/social/posts");
    return deleted
      ? { ok: true, message: "Post deleted." }
      : { ok: false, message: "Unknown post." };
  },
);
