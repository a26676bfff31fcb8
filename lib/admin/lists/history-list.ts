import "server-only";
import { listChanges, listHistoryAdmins } from "@/lib/admin/history/list-changes";
import type { HistoryEntityType } from "@/lib/domain/constants";
import { parseHistoryEntityType } from "@/lib/domain/history-labels";
import { parsePageParam } from "@/lib/domain/pagination";
import { parseRowId } from "@/lib/domain/row-id";
import { defineAdminList, paramsOf, type AdminListCodec } from "./admin-list";

export type HistoryQuery = {
  type?: HistoryEntityType;
  admin?: string;
  /** A batch import: its own entry and the changes it made. */
  batch?: number;
  page?: number;
};

/** /admin/history?type=&admin=&batch=&page=; an unknown type or a bad batch id is no filter. */
export const historyCodec: AdminListCodec<HistoryQuery> = {
  path: "/admin/history",
  parse(params) {
    const admin = params.get("admin")?.trim().toLowerCase().slice(0, 320);
    return {
      type: parseHistoryEntityType(params.get("type") ?? undefined),
      admin: admin || undefined,
      batch: parseRowId(params.get("batch") ?? "") ?? undefined,
      page: parsePageParam(params.get("page")),
    };
  },
  write: ({ type, admin, batch, page }) => paramsOf({ type, admin, batch, page }),
};

/** Every change made in the admin, newest first, 50 a page, with the admins to filter by. */
export const historyList = defineAdminList({
  codec: historyCodec,
  // The filter form also sends the filters left at "All": show the clean URL of the view.
  canonical: true,
  async load(admin, query) {
    const [changes, admins] = await Promise.all([
      listChanges(admin, {
        entityType: query.type,
        adminEmail: query.admin,
        batchId: query.batch,
        page: query.page ?? 1,
      }),
      listHistoryAdmins(admin),
    ]);
    return { ...changes, admins };
  },
});
