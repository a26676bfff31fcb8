// GET /api/v1/companies - published companies, filtered, sorted and paged by cursor
import { companiesEndpoint } from "@/lib/api/endpoints/companies";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(companiesEndpoint.handle);
export const OPTIONS = preflightResponse;
