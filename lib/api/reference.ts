import { openApiDocument } from "./openapi";

// The reference page's view of the OpenAPI document: each endpoint with its parameters, an
// example request and answer, and the statuses it answers. Read from the document itself,
// so that the page says what the document says.

export type ReferenceParameter = {
  name: string;
  location: "path" | "query";
  required: boolean;
  type: string;
  description: string;
};

export type ReferenceEndpoint = {
  id: string;
  path: string;
  summary: string;
  description: string;
  parameters: ReferenceParameter[];
  exampleRequest: string;
  exampleResponse: string;
  statuses: { code: string; description: string }[];
};

type Schema = { type?: string | string[]; enum?: unknown[]; default?: unknown };
type Parameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  description: string;
  schema: Schema;
};
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  parameters: Parameter[];
  "x-example-request": string;
  responses: Record<
    string,
    { description: string; content?: Record<string, { example?: unknown }> }
  >;
};

function typeOf(schema: Schema): string {
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "string");
  return schema.default === undefined ? type : `${type}, default ${String(schema.default)}`;
}

/** Every endpoint of the document, as the reference page presents it. */
export function referenceEndpoints(): ReferenceEndpoint[] {
  const { paths } = openApiDocument() as { paths: Record<string, { get: Operation }> };
  return Object.entries(paths).map(([path, { get }]) => ({
    id: get.operationId,
    path,
    summary: get.summary,
    description: get.description,
    parameters: get.parameters.map((parameter) => ({
      name: parameter.name,
      location: parameter.in,
      required: parameter.required,
      type: typeOf(parameter.schema),
      description: parameter.description,
    })),
    exampleRequest: get["x-example-request"],
    exampleResponse: JSON.stringify(
      get.responses["200"].content?.["application/json"]?.example,
      null,
      2,
    ),
    statuses: Object.entries(get.responses).map(([code, response]) => ({
      code,
      description: response.description,
    })),
  }));
}
