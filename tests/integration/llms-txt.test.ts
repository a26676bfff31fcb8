import { describe, expect, it, vi } from "vitest";
import { GET } from "@/app/(public)/llms.txt/route";
import { ENDPOINTS } from "@/lib/api/endpoints";
import { useDatabase } from "@/lib/db/client";
import { DIRECTORY_TOOLS } from "@/lib/mcp/server";
import { DATASET_FILES } from "@/lib/queries/open-data/dataset-files";
import { OPENAPI_PATH } from "@/lib/routes";
import { DRIVERS, useFreshDatabase } from "./databases";

// /llms.txt is written from the API's endpoints, the MCP server's tools and the /data files:
// each of them is named in it, under the site's public URL.

const SITE = "https://coss.example.org";

describe.each(DRIVERS)("/llms.txt on $name", ({ driver }) => {
  const database = useFreshDatabase(driver);

  it("has the llmstxt.org shape and names every endpoint, tool and dataset", async () => {
    useDatabase(database());
    vi.stubEnv("NEXTAUTH_URL", SITE);
    try {
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      const text = await response.text();
      const lines = text.split("\n");
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines.find((line) => line.trim() !== "" && !line.startsWith("# "))).toMatch(/^> /);
      const sections = lines.filter((line) => line.startsWith("## "));
      expect(sections).toEqual(["## MCP server", "## API", "## Datasets", "## Optional"]);
      expect(text).toContain(`(${SITE}/mcp)`);
      expect(text).toContain(`(${SITE}${OPENAPI_PATH})`);
      for (const endpoint of ENDPOINTS) {
        expect(text).toContain(`\`GET ${endpoint.path}\``);
        expect(text).toContain(`(${SITE}/api#endpoint-${endpoint.operationId})`);
      }
      for (const tool of DIRECTORY_TOOLS) expect(text).toContain(`\`${tool.name}\``);
      for (const file of Object.values(DATASET_FILES)) {
        expect(text).toContain(`[${file.title}](${SITE}${file.path})`);
      }
      // Every link is absolute, on the site.
      for (const [, url] of text.matchAll(/\]\(([^)]+)\)/g))
        expect(url.startsWith(SITE)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
