import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/api/endpoints";
import { EXAMPLES } from "@/lib/api/examples";
import { document, expectExampleConforms } from "./contract";

describe("the OpenAPI document", () => {
  it("describes every endpoint, and its examples match their schemas", () => {
    expect((document as unknown as { openapi: string }).openapi).toBe("3.1.0");
    for (const endpoint of ENDPOINTS) {
      expect(Object.keys(document.paths)).toContain(endpoint.path);
      expectExampleConforms(endpoint.path, EXAMPLES[endpoint.operationId]);
    }
    // The validator does refuse what the schema does not allow.
    expect(() => expectExampleConforms("/api/v1/companies", { data: [{ id: "12" }] })).toThrow();
  });
});
