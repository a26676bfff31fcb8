// The MCP server's bounds, which the README and the tools' schemas state.

/** The most results a tool answers at once (the API's pages hold up to 100). */
export const MAX_RESULTS = 50;
/** The largest request body, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The most calls a JSON-RPC batch may hold. */
export const MAX_BATCH_CALLS = 20;
