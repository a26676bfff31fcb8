"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/admin/action-result";
import { asAdmin } from "@/lib/admin/admin-action";
import { addSocialPost, deleteSocialPost } from "@/lib/admin/social/social-posts";
import { isHttpUrl } from "@/lib/validation/common";

/** 'Add post': records a post made by hand about a company. */
export async function addSocialPostAction(shortname: unknown, url: unknown): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const link = typeof url === "string" ? url.trim() : "";
    if (typeof shortname !== "string" || !shortname) {
      return { ok: false, message: "Choose the organization the post is about." };
    }
    if (!isHttpUrl(link) || link.length > 2000) {
      return {
        ok: false,
        message: "The post URL must be an http(s) URL, such as https://x.com/...",
      };
    }
    const id = await addSocialPost(admin, { shortname, url: link });
    if (id === null) return { ok: false, message: "Organization not found" };
    revalidatePath("/admin/social/posts");
    return { ok: true, message: "Post added." };
  });
}

/** Deletes a recorded post. */
export async function deleteSocialPostAction(id: unknown): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    if (!Number.isSafeInteger(id)) return { ok: false, message: "Unknown post." };
    const deleted = await deleteSocialPost(admin, id as number);
    revalidatePath("/admin/social/posts");
    return deleted
      ? { ok: true, message: "Post deleted." }
      : { ok: false, message: "Unknown post." };
  });
}
