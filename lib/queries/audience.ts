import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";

/**
 * Whom a read shared by a public page and its admin view is for: the public, who see
 * published rows only, or a checked admin, who sees everything. Public functions pass
 * "public" themselves; only lib/admin, holding an AdminUser, can ask for more.
 */
export type Audience = "public" | AdminUser;

/** Whether the audience sees unpublished rows. */
export const seesUnpublished = (audience: Audience) => audience !== "public";

/** An organization `o` that visitors may see. */
export const PUBLIC_ORGANIZATION = sql`o.published and not o.is_dummy`;

/** The condition on organization `o` for an audience. */
export const visibleOrganization = (audience: Audience) =>
  seesUnpublished(audience) ? sql`true` : PUBLIC_ORGANIZATION;

/** The condition on headline `h` for an audience. */
export const visibleHeadline = (audience: Audience) =>
  seesUnpublished(audience) ? sql`true` : sql`h.published`;
