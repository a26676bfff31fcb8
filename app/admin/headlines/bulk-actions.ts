"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { bulkChangeHeadlines } from "@/lib/admin/headlines/bulk-headlines";
import { rowIdSchema } from "@/lib/validation/row-id";

/** Publishes or deletes the ticked unpublished headlines (a page holds at most 50). */
export const bulkHeadlinesAction = adminAction(
  [
    arg(z.array(rowIdSchema).max(1000), "Tick the headlines to change."),
    arg(z.enum(["publish", "delete"]), "Choose Publish or Delete."),
  ],
  bulkChangeHeadlines,
);
