import type { AdminUser } from "@/lib/auth/admin-user";
import type { HeadlinesState } from "@/lib/domain/headlines-state";
import type { ListState } from "@/lib/domain/list-state";
import { adjacentCompaniesFor } from "@/lib/queries/adjacent-companies";
import { companyFor } from "@/lib/queries/company-detail";
import { companyListFor } from "@/lib/queries/company-list";
import { carouselHeadlinesFor, headlineSearchFor } from "@/lib/queries/headline-search";
import { companyHeadlinesFor, recentHeadlinesFor } from "@/lib/queries/headlines";
import { personFor } from "@/lib/queries/people";

// What an admin browsing the public pages (in draft mode) sees there: the same reads as
// visitors', with unpublished companies and headlines included.

/** The company list with the admin's unpublished toggles honoured. */
export const listCompaniesAsAdmin = (admin: AdminUser, state: ListState) =>
  companyListFor(admin, state);

/** Previous and next company in the admin's list. */
export const getAdjacentCompaniesAsAdmin = (
  admin: AdminUser,
  shortname: string,
  state: ListState,
) => adjacentCompaniesFor(admin, shortname, state);

/** A company, published or not, with all its headlines. */
export const getCompanyAsAdmin = (admin: AdminUser, shortname: string) =>
  companyFor(admin, shortname);

/** A person, linked to published companies or not, with all their companies. */
export const getPersonAsAdmin = (admin: AdminUser, id: number) => personFor(admin, id);

/** A page of a company's headlines, published or not. */
export const listCompanyHeadlinesAsAdmin = (
  admin: AdminUser,
  organizationId: number,
  page: number,
  pageSize: number,
) => companyHeadlinesFor(admin, organizationId, page, pageSize);

/** The latest headlines, published or not. */
export const listRecentHeadlinesAsAdmin = (admin: AdminUser, limit: number) =>
  recentHeadlinesFor(admin, limit);

/** The headlines carousel, published or not. */
export const listCarouselHeadlinesAsAdmin = (admin: AdminUser) => carouselHeadlinesFor(admin);

/** A headline search over all headlines. */
export const searchHeadlinesAsAdmin = (admin: AdminUser, state: HeadlinesState) =>
  headlineSearchFor(admin, state);
