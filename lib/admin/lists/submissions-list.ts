import "server-only";
import { countSubmissions, listSubmissions, type SubmissionStatus } from "@/lib/admin/submissions";
import { SUBMISSION_STATUSES } from "@/lib/domain/constants";
import { defineAdminList, paramsOf } from "./admin-list";

export type SubmissionsQuery = { status?: SubmissionStatus; page?: number };

/** The review queue, newest first, 25 a page, with the count of each status for its tabs. */
export const submissionsList = defineAdminList({
  codec: {
    path: "/admin/submissions",
    // An unknown status shows all; a bad page number shows the first page.
    parse: (params): SubmissionsQuery => ({
      status: SUBMISSION_STATUSES.find((status) => status === params.get("status")),
      page: Number(params.get("page")) || 1,
    }),
    write: ({ status, page }) => paramsOf({ status, page }),
  },
  async load(admin, { status, page }) {
    const [counts, list] = await Promise.all([
      countSubmissions(admin),
      listSubmissions(admin, { status, page: page ?? 1 }),
    ]);
    return { ...list, counts };
  },
});
