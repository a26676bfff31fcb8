// GET /api/v1/openapi.json - the OpenAPI 3.1 document of the API, generated from its schemas
import { openApiDocument } from "@/lib/api/openapi";
import { preflightResponse } from "@/lib/api/respond";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute(async () => ({ data: openApiDocument() }));
export const OPTIONS = preflightResponse;
