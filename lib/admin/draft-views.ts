import "server-only";
import { sql } from "drizzle-orm";
import type { AdminUser } from "@/lib/auth/admin-user";
import type { HeadlinesState } from "@/lib/domain/headlines-state";
import type { ListState } from "@/lib/domain/list-state";
import { readAdjacentCompanies } from "@/lib/queries/adjacent-companies";
import { readCompany } from "@/lib/queries/company-detail";
import { readCompanyFacets } from "@/lib/queries/company-facets";
import { readCompanyList } from "@/lib/queries/company-list";
import {
  readCarouselHeadlines,
  readHeadlineFacets,
  readHeadlineSearch,
} from "@/lib/queries/headline-search";
import { readCompanyHeadlines, readRecentHeadlines } from "@/lib/queries/headlines";
import { readPerson } from "@/lib/queries/people";
import { O, PUBLIC_ORGANIZATION, type Visibility } from "@/lib/queries/visibility";

// What an admin browsing the public pages (in draft mode) sees there: the visitors' reads
// of lib/queries, with unpublished companies and headlines included. The one entry through
// which public routes reach admin data; each view asks for the checked AdminUser.

/** Every row: unpublished organizations, headlines, and people linked to none of them. */
const ALL_ROWS: Visibility = { organization: sql`true`, headline: sql`true`, person: sql`true` };

/**
 * The organizations the admin's list shows (a condition on `o`): the public ones, unless its
 * toggles add the unpublished ones or show only those. Dummies never.
 */
export function listedOrganizationsAsAdmin(_admin: AdminUser, state: ListState) {
  if (state.showOnlyUnpublished) return sql`not ${O.is_dummy} and not ${O.published}`;
  if (state.showUnpublished) return sql`not ${O.is_dummy}`;
  return PUBLIC_ORGANIZATION;
}

/** The company list with the admin's unpublished toggles honoured. */
export const listCompaniesAsAdmin = (admin: AdminUser, state: ListState) =>
  readCompanyList({ ...ALL_ROWS, organization: listedOrganizationsAsAdmin(admin, state) }, state);

/** The company list's facets with the admin's unpublished toggles honoured. */
export const companyFacetsAsAdmin = (admin: AdminUser, state: ListState) =>
  readCompanyFacets({ ...ALL_ROWS, organization: listedOrganizationsAsAdmin(admin, state) }, state);

/** Previous and next company in the admin's list. */
export const getAdjacentCompaniesAsAdmin = (
  admin: AdminUser,
  shortname: string,
  state: ListState,
) => readAdjacentCompanies(listedOrganizationsAsAdmin(admin, state), shortname, state);

/** A company, published or not, with all its headlines. */
export const getCompanyAsAdmin = (_admin: AdminUser, shortname: string) =>
  readCompany(ALL_ROWS, shortname);

/** A person, linked to published companies or not, with all their companies. */
export const getPersonAsAdmin = (_admin: AdminUser, id: number) => readPerson(ALL_ROWS, id);

/** A page of a company's headlines, published or not. */
export const listCompanyHeadlinesAsAdmin = (
  _admin: AdminUser,
  organizationId: number,
  page: number,
  pageSize: number,
) => readCompanyHeadlines(ALL_ROWS, organizationId, page, pageSize);

/** The latest headlines, published or not. */
export const listRecentHeadlinesAsAdmin = (_admin: AdminUser, limit: number) =>
  readRecentHeadlines(ALL_ROWS, limit);

/** The headlines carousel, published or not. */
export const listCarouselHeadlinesAsAdmin = (_admin: AdminUser) => readCarouselHeadlines(ALL_ROWS);

/** The headlines page's facets over all headlines. */
export const headlineFacetsAsAdmin = (_admin: AdminUser, state: HeadlinesState) =>
  readHeadlineFacets(ALL_ROWS, state);

/** A headline search over all headlines. */
export const searchHeadlinesAsAdmin = (_admin: AdminUser, state: HeadlinesState) =>
  readHeadlineSearch(ALL_ROWS, state);
