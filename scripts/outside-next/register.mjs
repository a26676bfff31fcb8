// Scripts, Vitest's and Playwright's workers import server modules (lib/db, lib/admin …)
// directly, outside Next's server bundle. There the `server-only` guard has nothing to guard,
// so it resolves as Next resolves it on the server: to its empty module.
import { register } from "node:module";

register("./hooks.mjs", import.meta.url);
