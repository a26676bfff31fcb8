"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

// Admins alone see the posts: loaded when shown, so that visitors do not download them.
export const SocialMediaPosts = lazyComponent(() =>
  import("./social-posts-card").then((m) => m.SocialMediaPosts),
);
