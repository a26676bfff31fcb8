// GET /api/v1/headlines - published headlines, newest first, paged by cursor
import { headlinesEndpoint } from "@/lib/api/endpoints/headlines";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(headlinesEndpoint.handle);
export const OPTIONS = preflightResponse;
