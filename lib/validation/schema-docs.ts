import { z } from "zod";

/** One field of a JSON shape as the documentation panel lists it. */
export type FieldDoc = { field: string; type: string; required: boolean; notes: string };

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

// Row ids belong to the editor; a file never gives them.
const ROW_IDS = new Set(["person_id", "project_id", "id"]);
const TYPE_NAMES: Record<string, string> = {
  string: "text",
  integer: "whole number",
  number: "number",
  boolean: "true or false",
  object: "object",
  array: "list",
};

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" or ");
  if (schema.type === "array" && schema.items) {
    return schema.items.type === "object" ? "list of objects" : `list of ${typeOf(schema.items)}`;
  }
  return TYPE_NAMES[schema.type ?? ""] ?? "any";
}

function notesOf(name: string, schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.enum) notes.push(`one of ${schema.enum.join(", ")}`);
  if (/url$|websites$/.test(name)) notes.push("http(s) URL");
  if (schema.format === "date") notes.push("YYYY-MM-DD");
  if (schema.minimum !== undefined && schema.maximum !== undefined && schema.maximum < 1e6) {
    notes.push(`${schema.minimum} to ${schema.maximum}`);
  }
  if (schema.maxLength)
    notes.push(`at most ${schema.maxLength.toLocaleString("en-US")} characters`);
  if (schema.default !== undefined) notes.push(`default ${String(schema.default)}`);
  return notes.join("; ");
}

function walk(schema: JsonSchema, prefix: string, docs: FieldDoc[]) {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (ROW_IDS.has(name)) continue;
    const path = `${prefix}${name}`;
    const isList = field.type === "array";
    const required =
      (schema.required ?? []).includes(name) && !isList && field.default === undefined;
    docs.push({ field: path, type: typeOf(field), required, notes: notesOf(name, field) });
    const inner = isList ? field.items : field.type === "object" ? field : undefined;
    if (inner?.properties) walk(inner, isList ? `${path}[].` : `${path}.`, docs);
  }
}

/**
 * The fields of a zod object schema, nested lists included, for the JSON structure panel:
 * generated from the schema that validates the files, so that the two cannot drift apart.
 */
export function describeSchemaFields(schema: z.ZodType, alsoRequired: string[] = []): FieldDoc[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const docs: FieldDoc[] = [];
  walk(json, "", docs);
  return docs.map((doc) => (alsoRequired.includes(doc.field) ? { ...doc, required: true } : doc));
}
