import "server-only";
import { isPublicCompany, renamedCompany } from "@/lib/queries/exists";
import { ToolRefusal } from "../tool";

/** The current shortname of a published company (a former one stands for it), else a refusal. */
export async function publishedShortname(shortname: string): Promise<string> {
  if (await isPublicCompany(shortname)) return shortname;
  const renamed = await renamedCompany(shortname);
  if (renamed?.shown) return renamed.shortname;
  throw new ToolRefusal(`No published company has the shortname "${shortname}".`);
}
