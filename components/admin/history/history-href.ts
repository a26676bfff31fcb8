import type { HistoryEntityType } from "@/lib/domain/constants";

export type HistoryQuery = {
  type?: HistoryEntityType;
  admin?: string;
  /** A batch import: its own entry and the changes it made. */
  batch?: number;
  page?: number;
};

/** /admin/history with its filters and page in the query (page 1 and no filter left out). */
export function historyHref({ type, admin, batch, page = 1 }: HistoryQuery): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (admin) params.set("admin", admin);
  if (batch) params.set("batch", String(batch));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/history?${query}` : "/admin/history";
}
