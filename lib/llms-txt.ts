import "server-only";
import { ENDPOINTS } from "@/lib/api/endpoints";
import { API_RATE_LIMIT } from "@/lib/api/rate-limit";
import { MAX_BATCH_CALLS, MAX_BODY_BYTES, MAX_RESULTS } from "@/lib/mcp/limits";
import { DIRECTORY_TOOLS } from "@/lib/mcp/server";
import { DATASET_FILES } from "@/lib/queries/open-data/dataset-files";
import { MCP_PATH, OPENAPI_PATH } from "@/lib/routes";
import { TAGLINE } from "@/lib/site-config";
import { siteUrl } from "@/lib/site-url";

// /llms.txt (llmstxt.org): what the site is and how a program reads it, written from the API's
// endpoints, the MCP server's tools and the /data files themselves, so that it stays true.

const firstSentence = (text: string) => /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;

/** The text of /llms.txt for a site named `name`. */
export function llmsTxt(name: string): string {
  const site = siteUrl();
  const api = ENDPOINTS.map(
    (endpoint) =>
      `- [${endpoint.summary}](${site}/api#endpoint-${endpoint.operationId}): \`GET ${endpoint.path}\`. ${firstSentence(endpoint.description)}`,
  );
  const tools = DIRECTORY_TOOLS.map(
    (tool) => `- \`${tool.name}\` (${tool.title}): ${firstSentence(tool.description)}`,
  );
  const datasets = Object.values(DATASET_FILES).map(
    (file) => `- [${file.title}](${site}${file.path}): ${firstSentence(file.about)}`,
  );
  return [
    `# ${name}`,
    "",
    `> ${TAGLINE}: a community-run directory of commercial open source software (COSS) companies, the people behind them, their funding, valuations, open-source projects with their GitHub figures, and news headlines. Only published data is served; all of it may be read without signing in.`,
    "",
    `Every company has a page at ${site}/organizations/{shortname} and every person at ${site}/people/{id}: cite those URLs.`,
    "",
    "## MCP server",
    "",
    `- [MCP endpoint](${site}${MCP_PATH}): Model Context Protocol over Streamable HTTP, stateless and read-only; configure an MCP client with this URL. Every result carries the URL of its page. At most ${MAX_RESULTS} results a call, ${MAX_BODY_BYTES / 1024} KB a request, ${MAX_BATCH_CALLS} calls a batch, and the API's limit per client address. Its tools:`,
    ...tools.map((line) => `  ${line}`),
    `  The datasets below and the OpenAPI document are its resources.`,
    "",
    "## API",
    "",
    `JSON over HTTP: GET only, no sign-in, any origin (CORS *), lists paged by an opaque cursor, errors as problem details (RFC 9457), at most ${API_RATE_LIMIT.limit} requests a minute per client address.`,
    "",
    `- [API reference](${site}/api): every endpoint with its parameters and an example.`,
    `- [OpenAPI document](${site}${OPENAPI_PATH}): OpenAPI 3.1, generated from the schemas the answers are shaped by.`,
    ...api,
    "",
    "## Datasets",
    "",
    `The whole published dataset as files, read from the database when downloaded (see ${site}/data).`,
    "",
    ...datasets,
    "",
    "## Optional",
    "",
    `- [Stats](${site}/stats): charts of companies, funding, tags, headlines, valuations and GitHub stars.`,
    `- [Headlines feed](${site}/headlines/feed.xml): the newest headlines as RSS.`,
    "",
  ].join("\n");
}
