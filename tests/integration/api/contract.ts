// The contract: every answer of the API checked against the OpenAPI document it serves, with a
// JSON Schema validator (Ajv) reading the document's own schemas.
import Ajv2020 from "ajv/dist/2020";
import { expect } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };

const document = openApiDocument() as { paths: Record<string, { get: Operation }> };
// OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's own keywords (openapi, paths…)
// are not schema keywords, hence strict mode off.
const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(document, "openapi.json");

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/**
 * Checks that `response`, an answer of the operation at `path` (the document's template), is
 * one the document lists: its status, its media type and its body against the schema.
 */
export async function expectConforms(path: string, response: Response): Promise<unknown> {
  const operation = document.paths[path]?.get;
  expect(operation, `${path} is in the document`).toBeDefined();
  const status = String(response.status);
  const listed = operation.responses[status];
  expect(listed, `${path} lists the status ${status}`).toBeDefined();
  if (!listed.content) {
    expect(await response.text()).toBe("");
    return null;
  }
  const type = (response.headers.get("content-type") ?? "").split(";")[0];
  expect(Object.keys(listed.content)).toContain(type);
  const body = await response.json();
  const ref = `openapi.json#/${pointer("paths", path, "get", "responses", status, "content", type, "schema")}`;
  const valid = ajv.validate({ $ref: ref }, body);
  expect(ajv.errorsText(ajv.errors), `${path} ${status} matches its schema`).toBe("No errors");
  expect(valid).toBe(true);
  return body;
}

/** Checks an example against the schema of the operation's 200. */
export function expectExampleConforms(path: string, example: unknown) {
  const ref = `openapi.json#/${pointer("paths", path, "get", "responses", "200", "content", "application/json", "schema")}`;
  ajv.validate({ $ref: ref }, example);
  expect(ajv.errorsText(ajv.errors), `the example of ${path}`).toBe("No errors");
}

export { document };
