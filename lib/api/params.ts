import { z } from "zod";
import { badParameter } from "./problem";

// The query parameters of the API's endpoints: each a zod schema (which also gives its
// JSON Schema in the OpenAPI document), what it means, and the values it accepts in words,
// which a 400 repeats. Unknown parameters, repeated ones and bad values are refused.

export type ParamSpec = {
  name: string;
  schema: z.ZodType;
  description: string;
  accepted: string;
  example?: string;
};

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

export const limitParam: ParamSpec = {
  name: "limit",
  schema: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  description: `How many rows a page holds (default ${DEFAULT_LIMIT}).`,
  accepted: `an integer from 1 to ${MAX_LIMIT}`,
  example: "20",
};

export const cursorParam: ParamSpec = {
  name: "cursor",
  schema: z.string().min(1).max(2000),
  description: "Where the page starts: the `next` value of the previous page, with the same query.",
  accepted: "the `next` cursor of a previous page of the same query",
};

/** A free-text search parameter. */
export const searchParam = (description: string): ParamSpec => ({
  name: "q",
  schema: z.string().trim().max(100),
  description,
  accepted: "text of at most 100 characters",
  example: "data",
});

/** A parameter that takes one of `values`. */
export function oneOfParam(
  name: string,
  values: readonly [string, ...string[]],
  description: string,
  example?: string,
): ParamSpec {
  return { name, schema: z.enum(values), description, accepted: values.join(", "), example };
}

/**
 * The values of `specs` in `url`'s query, each parsed by its schema (absent ones get their
 * default, or undefined); a 400 names the first unknown, repeated or malformed parameter.
 */
export function parseParams(url: URL, specs: readonly ParamSpec[]): Record<string, unknown> {
  const names = new Set(url.searchParams.keys());
  const known = specs.map((spec) => spec.name);
  for (const name of names) {
    if (!known.includes(name)) {
      throw badParameter(
        name,
        `Unknown parameter "${name}".`,
        known.length ? `the parameters ${known.join(", ")}` : "no parameters",
      );
    }
    if (url.searchParams.getAll(name).length > 1) {
      throw badParameter(name, `The parameter "${name}" is given more than once.`, "one value");
    }
  }
  const values: Record<string, unknown> = {};
  for (const spec of specs) {
    const raw = url.searchParams.get(spec.name) ?? undefined;
    if (raw === undefined) {
      const absent = spec.schema.safeParse(undefined); // its default, if it has one
      values[spec.name] = absent.success ? absent.data : undefined;
      continue;
    }
    const result = spec.schema.safeParse(raw);
    if (!result.success) {
      const detail = `The value "${raw.slice(0, 100)}" of "${spec.name}" is not accepted.`;
      throw badParameter(spec.name, detail, spec.accepted);
    }
    values[spec.name] = result.data;
  }
  return values;
}
