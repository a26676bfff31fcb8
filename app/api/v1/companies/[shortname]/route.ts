// GET /api/v1/companies/{shortname} - one published company (308 from a former shortname)
import { companyEndpoint } from "@/lib/api/endpoints/company";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(companyEndpoint.handle);
export const OPTIONS = preflightResponse;
