import "server-only";
import { organization, siteInfo } from "./schema";
import type { Db } from "./types";

/** Whether the database holds no content yet (no companies and no site_info). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [[company], [setting]] = await Promise.all([
    db.select({ id: organization.id }).from(organization).limit(1),
    db.select({ attribute: siteInfo.attribute }).from(siteInfo).limit(1),
  ]);
  return !company && !setting;
}
