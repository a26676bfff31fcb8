// GET /api/v1/people/{id} - one person (308 from a merged person's id)
import { personEndpoint } from "@/lib/api/endpoints/person";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(personEndpoint.handle);
export const OPTIONS = preflightResponse;
