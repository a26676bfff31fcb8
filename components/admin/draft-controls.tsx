"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

// What an admin's draft view of a public page may show of the admin UI: the one entry that
// public routes import from components/admin (the layering rules in eslint.config.mjs).
// Loaded when shown, so that the public pages' visitors do not download it.
export const PublishToggle = lazyComponent(() =>
  import("./publish-toggle").then((m) => m.PublishToggle),
);
