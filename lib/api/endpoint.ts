import type { z } from "zod";
import type { ParamSpec } from "./params";
import type { ApiHandler } from "./route";

/** A parameter in the path, such as a company's shortname. */
export type PathParam = { name: string; description: string; schema: z.ZodType };

/**
 * One endpoint of the API: what the OpenAPI document and the reference page say of it, and
 * the handler that answers it. The schemas are those its answers are shaped by.
 */
export type Endpoint<P = Record<string, never>> = {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  pathParams: PathParam[];
  params: ParamSpec[];
  response: z.ZodType;
  /** Whether it answers 404 (an unknown or unpublished subject) and 308 (moved). */
  subject: "company" | "person" | null;
  /** An example request (path and query) whose answer the example response shows. */
  exampleRequest: string;
  handle: ApiHandler<P>;
};
