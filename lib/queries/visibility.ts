import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { headline, keyperson, organization } from "@/lib/db/schema";

// The reads name their rows by these aliases: organization `o`, headline `h`, person `p`.
export const O = alias(organization, "o");
export const H = alias(headline, "h");
export const P = alias(keyperson, "p");

type OrganizationColumns = { published: AnyPgColumn; is_dummy: AnyPgColumn };

/** Whether an organization row is one visitors may see: published, and not a dummy. */
export const publicOrganization = (row: OrganizationColumns) =>
  sql<boolean>`(${row.published} and not ${row.is_dummy})`;

/** An organization `o` that visitors may see. */
export const PUBLIC_ORGANIZATION = publicOrganization(O);

/** A headline `h` that visitors may see. */
export const PUBLISHED_HEADLINE = sql<boolean>`${H.published}`;

/** A person `p` linked to at least one organization visitors may see (else not shown). */
export const PERSON_WITH_PUBLIC_ORGANIZATION = sql<boolean>`exists (select 1 from organizationkeyperson k
  join organization o on o.id = k.organization_id
  where k.key_person_id = p.id and ${PUBLIC_ORGANIZATION})`;

/**
 * Which rows a read shows, as conditions on `o`, `h` and `p`. The public reads of lib/queries
 * pass PUBLIC_ROWS themselves; only lib/admin/draft-views, holding an AdminUser, passes more.
 */
export type Visibility = { organization: SQL; headline: SQL; person: SQL };

export const PUBLIC_ROWS: Visibility = {
  organization: PUBLIC_ORGANIZATION,
  headline: PUBLISHED_HEADLINE,
  person: PERSON_WITH_PUBLIC_ORGANIZATION,
};

/** The public read of a read that takes a Visibility: what visitors see (PUBLIC_ROWS). */
export const publicly =
  <A extends unknown[], R>(read: (visible: Visibility, ...args: A) => R) =>
  (...args: A) =>
    read(PUBLIC_ROWS, ...args);
