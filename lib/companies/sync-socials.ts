import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orgSocialsAndComms } from "@/lib/db/schema";
import type { CompanyInput } from "@/lib/validation/company-json";

/** Makes the company's socials and communities `socials`: rows with an id are kept or updated. */
export async function syncSocials(
  tx: Db,
  organizationId: number,
  socials: CompanyInput["socials"],
) {
  const ofCompany = eq(orgSocialsAndComms.org_id, organizationId);
  const existing = await tx
    .select({
      id: orgSocialsAndComms.id,
      type: orgSocialsAndComms.social_or_comm,
      url: orgSocialsAndComms.url,
    })
    .from(orgSocialsAndComms)
    .where(ofCompany);
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = socials.filter((social) => social.id !== undefined && byId.has(social.id));
  const keptIds = kept.map((social) => social.id as number);
  // notInArray of no ids is true: with none kept, every row goes.
  await tx
    .delete(orgSocialsAndComms)
    .where(and(ofCompany, notInArray(orgSocialsAndComms.id, keptIds)));
  for (const social of kept) {
    const row = byId.get(social.id as number)!;
    if (row.type !== social.type || row.url !== social.url) {
      await tx
        .update(orgSocialsAndComms)
        .set({ social_or_comm: social.type, url: social.url })
        .where(inArray(orgSocialsAndComms.id, [row.id]));
    }
  }
  const added = socials.filter((social) => !kept.includes(social));
  if (added.length > 0) {
    await tx.insert(orgSocialsAndComms).values(
      added.map((social) => ({
        org_id: organizationId,
        social_or_comm: social.type,
        url: social.url,
      })),
    );
  }
}
