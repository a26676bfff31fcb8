// GET /api/v1/tags - tags of published companies with their company counts
import { tagsEndpoint } from "@/lib/api/endpoints/tags";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(tagsEndpoint.handle);
export const OPTIONS = preflightResponse;
