import { z } from "zod";
import type { EndpointSpec } from "./endpoints";
import { ENDPOINTS } from "./endpoints";
import { problemSchema } from "./envelopes";
import { EXAMPLES } from "./examples";
import { API_RATE_LIMIT } from "./rate-limit";
import { apiRegistry } from "./registry";
import { openApiResponses } from "./openapi-responses";

// The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the answers are shaped
// by (their JSON Schema, draft 2020-12, is OpenAPI 3.1's own dialect) and the endpoints'
// parameters. Nothing in it is written twice.

type JsonObject = Record<string, unknown>;

const REF = (id: string) => `#/components/schemas/${id}`;

// A component or parameter is part of the document: it names no dialect or id of its own.
function embedded(schema: JsonObject): JsonObject {
  const copy = { ...schema };
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

/** The JSON Schema of a zod schema (what it accepts), to embed in the document. */
export function jsonSchemaOf(schema: z.ZodType): JsonObject {
  return embedded(z.toJSONSchema(schema, { io: "input" }) as JsonObject);
}

/** The reference to the component a registered schema is. */
export function refOf(schema: z.ZodType): { $ref: string } {
  const id = apiRegistry.get(schema)?.id;
  if (!id) throw new Error("The schema is not registered in the API's registry");
  return { $ref: REF(id) };
}

function components(): JsonObject {
  const { schemas } = z.toJSONSchema(apiRegistry, { uri: REF }) as { schemas: JsonObject };
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, embedded(schema as JsonObject)]),
  );
}

function operation(endpoint: EndpointSpec): JsonObject {
  const parameters = [
    ...endpoint.pathParams.map((param) => ({
      name: param.name,
      in: "path",
      required: true,
      description: param.description,
      schema: jsonSchemaOf(param.schema),
    })),
    ...endpoint.params.map((param) => ({
      name: param.name,
      in: "query",
      required: false,
      description: `${param.description} Accepts ${param.accepted}.`,
      schema: jsonSchemaOf(param.schema),
      ...(param.example ? { example: param.example } : {}),
    })),
  ];
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    parameters,
    "x-example-request": endpoint.exampleRequest,
    responses: openApiResponses({
      data: refOf(endpoint.response),
      problem: refOf(problemSchema),
      example: EXAMPLES[endpoint.operationId],
      subject: endpoint.subject,
    }),
  };
}

let document: JsonObject | undefined;

/** The OpenAPI 3.1 document (built once per process). */
export function openApiDocument(): JsonObject {
  document ??= {
    openapi: "3.1.0",
    info: {
      title: "COSS directory API",
      version: "1.0.0",
      description: `The published data of the directory as JSON: GET only, no sign-in, any origin (CORS *). Lists are paged by an opaque cursor. At most ${API_RATE_LIMIT.limit} requests a minute per client address (IPv6 by /64). Errors are problem details (RFC 9457).`,
    },
    servers: [{ url: "/" }],
    paths: Object.fromEntries(
      ENDPOINTS.map((endpoint) => [endpoint.path, { get: operation(endpoint) }]),
    ),
    components: { schemas: components() },
  };
  return document;
}
