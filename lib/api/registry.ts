import { z } from "zod";

// The schemas the API's answers are shaped by, each under the name the OpenAPI document
// gives it (components/schemas): the document is generated from this registry.
export const apiRegistry = z.registry<{ id: string; description?: string }>();

/** `schema`, named `id` in the OpenAPI document. */
export function named<T extends z.ZodType>(id: string, description: string, schema: T): T {
  apiRegistry.add(schema, { id, description });
  return schema;
}
