// GET /api/v1/people - people of published companies, paged by cursor
import { peopleEndpoint } from "@/lib/api/endpoints/people";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(peopleEndpoint.handle);
export const OPTIONS = preflightResponse;
