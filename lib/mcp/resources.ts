import "server-only";
import type { McpServer } from "@modelcontextprotocol/server";
import { openApiDocument } from "@/lib/api/openapi";
import { getDb } from "@/lib/db/client";
import { OPENAPI_PATH } from "@/lib/routes";
import { DATASET_FILES, type DatasetFile } from "@/lib/queries/open-data/dataset-files";
import { pageUrl } from "@/lib/site-url";
import { ToolRefusal } from "./tool";

// The resources: the /data downloads and the API's OpenAPI document, each under the URL it is
// served at, so that a client may also fetch it directly.

/** The most text of a dataset a read answers; past it, the client is sent to the download. */
export const MAX_RESOURCE_BYTES = 16 * 1024 * 1024;

// The file as /data serves it, part by part, up to MAX_RESOURCE_BYTES; a read that fails is
// told plainly (its detail goes to the log).
async function datasetText(file: DatasetFile): Promise<string> {
  try {
    return await writtenText(file);
  } catch (error) {
    if (error instanceof ToolRefusal) throw error;
    console.error(`MCP resource ${file.path}: ${(error as Error).stack ?? error}`);
    throw new Error("The data could not be read; try again.");
  }
}

async function writtenText(file: DatasetFile): Promise<string> {
  const parts: string[] = [];
  let bytes = 0;
  const written = file.parts(await getDb());
  for await (const part of written) {
    bytes += Buffer.byteLength(part);
    if (bytes > MAX_RESOURCE_BYTES) {
      await written.return(undefined);
      throw new ToolRefusal(
        `The file is larger than ${MAX_RESOURCE_BYTES / 1024 / 1024} MB: download it from ${pageUrl(file.path)}.`,
      );
    }
    parts.push(part);
  }
  return parts.join("");
}

/** Registers the datasets and the OpenAPI document on `server`. */
export function registerDirectoryResources(server: McpServer) {
  for (const file of Object.values(DATASET_FILES)) {
    const uri = pageUrl(file.path);
    server.registerResource(
      file.id,
      uri,
      { title: file.title, description: file.about, mimeType: file.contentType },
      async () => ({
        contents: [{ uri, mimeType: file.contentType, text: await datasetText(file) }],
      }),
    );
  }
  const openApiUri = pageUrl(OPENAPI_PATH);
  server.registerResource(
    "openapi",
    openApiUri,
    {
      title: "OpenAPI document of the read API",
      description:
        "The OpenAPI 3.1 document of /api/v1: every endpoint, its parameters and the JSON Schema of its answers.",
      mimeType: "application/json",
    },
    async () => ({
      contents: [
        { uri: openApiUri, mimeType: "application/json", text: JSON.stringify(openApiDocument()) },
      ],
    }),
  );
}
