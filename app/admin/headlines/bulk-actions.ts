"use server";

import { z } from "zod";
import { adminAction, arg } from "@/lib/admin/admin-action";
import { bulkChangeHeadlines } from "@/lib/admin/headlines/bulk-headlines";
import { rowIdSchema } from "@/lib/validation/row-id";

const matchingSchema = z.object({
  matching: z.object({
    source: z.union([rowIdSchema, z.literal("curators")]).optional(),
    company: z.string().max(200).optional(),
  }),
});

/**
 * Publishes, rejects or deletes unpublished headlines: the ticked ones (a page holds at most
 * 50), or all those the queue's filters keep.
 */
export const bulkHeadlinesAction = adminAction(
  [
    arg(z.union([z.array(rowIdSchema).max(1000), matchingSchema]), "Tick the headlines to change."),
    arg(z.enum(["publish", "reject", "delete"]), "Choose Publish, Reject or Delete."),
  ],
  bulkChangeHeadlines,
);
